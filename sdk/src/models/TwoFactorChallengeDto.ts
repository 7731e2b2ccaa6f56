/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TwoFactorChallengeDto = {
  /**
   * Send it with a code to POST /auth/login/2fa (single use, valid 5 minutes)
   */
  challenge: string;
  expires_at: string;
  two_factor_required: boolean;
};

