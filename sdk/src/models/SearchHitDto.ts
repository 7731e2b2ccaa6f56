/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SearchHitDto = {
  created_at: string;
  /**
   * The currency of the price (ISO 4217)
   */
  currency: string | null;
  /**
   * A line more: a price, a date, a username…
   */
  detail: string | null;
  excerpt: string;
  id: number;
  /**
   * A picture of it: a path under /storage/
   */
  image: string | null;
  /**
   * The app's page of it
   */
  path: string;
  /**
   * A listing's price
   */
  price: number | null;
  /**
   * An event's start
   */
  starts_at: string | null;
  title: string;
};

