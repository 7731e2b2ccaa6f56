/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PushPublicKeyDto = {
  /**
   * The VAPID public key (base64url, uncompressed P-256): PushManager.subscribe’s applicationServerKey
   */
  public_key: string;
};

