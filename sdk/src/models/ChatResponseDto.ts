/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatDto } from './ChatDto';
export type ChatResponseDto = {
  data: ChatDto;
};

