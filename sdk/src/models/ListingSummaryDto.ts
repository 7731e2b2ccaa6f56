/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { ListingSection } from './ListingSection.js';
import type { ListingStatus } from './ListingStatus.js';
export type ListingSummaryDto = {
  category: string | null;
  created_at: string;
  /**
   * The ISO 4217 code of its price or cost (null without one)
   */
  currency: string | null;
  expires_at: string;
  /**
   * Hidden by a moderator: only its owner still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * The cover image file
   */
  image: string | null;
  /**
   * The cover's size and blurred placeholder
   */
  image_preview?: ImagePreviewDto | null;
  location: string | null;
  /**
   * Its price or cost, when the section has one
   */
  price: number | null;
  section: ListingSection;
  status: ListingStatus;
  /**
   * Its title field (name, title, service, business_name…)
   */
  title: string;
};

