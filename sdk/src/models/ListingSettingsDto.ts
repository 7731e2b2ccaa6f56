/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ListingSettingsDto = {
  /**
   * ISO 4217 code a price or cost is in when the form gives none (DEFAULT_CURRENCY)
   */
  default_currency: string;
};

