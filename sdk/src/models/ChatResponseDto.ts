/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatDto } from './ChatDto.js';
export type ChatResponseDto = {
  data: ChatDto;
};

