/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LoginSecondStepInput = {
  /**
   * The challenge POST /auth/login answered
   */
  challenge: string;
  /**
   * The 6-digit code; or send recovery_code instead
   */
  code?: string;
  /**
   * One of the ten recovery codes (each works once)
   */
  recovery_code?: string;
};

