/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PushSubscriptionKeysInput = {
  /**
   * The subscription’s authentication secret (base64url, 16 bytes)
   */
  auth: string;
  /**
   * The subscription’s P-256 ECDH public key (base64url)
   */
  p256dh: string;
};

