/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatMessageDto } from './ChatMessageDto.js';
export type ChatMessageResponseDto = {
  data: ChatMessageDto;
};

