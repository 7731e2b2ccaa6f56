/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PostDto } from './PostDto.js';
export type PostResponseDto = {
  data: PostDto;
};

