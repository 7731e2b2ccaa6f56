/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LinkPreviewKind } from './LinkPreviewKind.js';
export type LinkPreviewDto = {
  /**
   * ISO 4217 currency of the price
   */
  currency?: string | null;
  /**
   * An event's start
   */
  date?: string | null;
  description: string | null;
  /**
   * An absolute http(s) address of the image
   */
  image: string | null;
  kind: LinkPreviewKind;
  /**
   * A listing's price
   */
  price?: number | null;
  /**
   * The site's name (Plaza for its own pages)
   */
  site_name: string | null;
  title: string | null;
  /**
   * The address previewed (as asked)
   */
  url: string;
};

