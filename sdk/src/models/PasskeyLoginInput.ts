/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PasskeyLoginInput = {
  /**
   * navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON, e.g. @simplewebauthn/browser's startAuthentication)
   */
  response: Record<string, any>;
};

