/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendSuggestionDto } from './FriendSuggestionDto.js';
export type FriendSuggestionsResponseDto = {
  data: Array<FriendSuggestionDto>;
};

