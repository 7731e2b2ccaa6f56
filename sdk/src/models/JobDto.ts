/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { JobType } from './JobType.js';
import type { ListingStatus } from './ListingStatus.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type JobDto = {
  /**
   * Apply by email (Optional)
   */
  apply_email: string | null;
  /**
   * Apply at (web address) (Optional: a web address or an email below)
   */
  apply_url: string | null;
  /**
   * Company
   */
  company: string;
  created_at: string;
  /**
   * Job description
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
   * Location
   */
  location: string;
  /**
   * Salary range (Optional)
   */
  salary: string | null;
  /**
   * Only active and reserved listings are listed and searched
   */
  status: ListingStatus;
  /**
   * Job title
   */
  title: string;
  /**
   * Type
   */
  type: JobType;
  updated_at: string;
  /**
   * The owner
   */
  user: UserSummaryDto;
};

