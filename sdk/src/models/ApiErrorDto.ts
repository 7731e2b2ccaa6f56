/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ApiErrorDto = {
  /**
   * Validation messages by field (422 only)
   */
  errors?: Record<string, Array<string>>;
  message: string;
  statusCode: number;
};

