/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterPasskeyInput = {
  /**
   * A name for the member to tell their passkeys apart
   */
  name: string;
  /**
   * navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON, e.g. @simplewebauthn/browser's startRegistration)
   */
  response: Record<string, any>;
};

