/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HousingType } from './HousingType.js';
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { ListingStatus } from './ListingStatus.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type ProfessionalListingDto = {
  /**
   * City
   */
  city: string;
  created_at: string;
  /**
   * ISO 4217 code of the price
   */
  currency: string;
  /**
   * Description
   */
  description: string;
  /**
   * When it leaves the lists unless renewed (status active again)
   */
  expires_at: string;
  /**
   * Hidden by a moderator: only its owner still sees it
   */
  hidden: boolean;
  /**
   * Housing type
   */
  housing_types: HousingType;
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
   * Information
   */
  information: string;
  /**
   * Bathrooms
   */
  number_of_bathrooms: number;
  /**
   * Bedrooms
   */
  number_of_bedrooms: number;
  /**
   * Price (0 for free)
   */
  price: number;
  /**
   * Only active and reserved listings are listed and searched
   */
  status: ListingStatus;
  /**
   * Title
   */
  title: string;
  updated_at: string;
  /**
   * The owner
   */
  user: UserSummaryDto;
  /**
   * ZIP code
   */
  zip_code: string;
};

