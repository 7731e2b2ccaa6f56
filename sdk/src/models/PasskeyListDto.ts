/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PasskeyDto } from './PasskeyDto.js';
export type PasskeyListDto = {
  data: Array<PasskeyDto>;
};

