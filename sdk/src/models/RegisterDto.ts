/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterDto = {
  email: string;
  first_name: string;
  last_name: string;
  /**
   * ≥ 8 characters, one uppercase letter, one special character
   */
  password: string;
  password_confirmation: string;
  username: string;
};

