/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { ListingStatus } from './ListingStatus.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type BusinessListingDto = {
  /**
   * Address
   */
  address: string;
  /**
   * About the business
   */
  business_description: string | null;
  /**
   * Business name
   */
  business_name: string;
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  created_at: string;
  /**
   * When it leaves the lists unless renewed (status active again)
   */
  expires_at: string;
  /**
   * Hidden by a moderator: only its owner still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * The cover (the first image): /storage/listings/<file>, thumbnail at /storage/listings/thumbs/<file>
   */
  image: string | null;
  /**
   * The cover's size and blurred placeholder
   */
  image_preview?: ImagePreviewDto | null;
  /**
   * Each image's preview, in the order of images (null for one made before previews)
   */
  image_previews?: Array<ImagePreviewDto>;
  /**
   * Every image in order, the cover first (at most 10)
   */
  images: Array<string>;
  /**
   * Phone number
   */
  phone_number: string;
  /**
   * Services offered
   */
  services_offered: string;
  /**
   * Only active and reserved listings are listed and searched
   */
  status: ListingStatus;
  updated_at: string;
  /**
   * Website
   */
  url: string | null;
  /**
   * The owner
   */
  user: UserSummaryDto;
};

