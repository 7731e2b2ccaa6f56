/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TotpSetupDto = {
  /**
   * The URI as a QR code, a PNG data: URL
   */
  qr_code: string;
  /**
   * The shared secret, base32
   */
  secret: string;
  uri: string;
};

