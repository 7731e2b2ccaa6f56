/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Gender } from './Gender.js';
import type { Habit } from './Habit.js';
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { ListingStatus } from './ListingStatus.js';
import type { LookingFor } from './LookingFor.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type FriendFinderDto = {
  /**
   * Age
   */
  age: number;
  created_at: string;
  /**
   * About me
   */
  description: string;
  /**
   * Drinker
   */
  drinker: Habit;
  /**
   * Education
   */
  education_level: string;
  /**
   * Ethnicity; 'Prefer not to say' keeps it private (answered as null)
   */
  ethnicity: string | null;
  /**
   * When it leaves the lists unless renewed (status active again)
   */
  expires_at: string;
  /**
   * Gender
   */
  gender: Gender;
  /**
   * Height; 'Prefer not to say' keeps it private (answered as null)
   */
  height: string | null;
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
   * Kids; 'Prefer not to say' keeps it private (answered as null)
   */
  kids: string | null;
  /**
   * Location
   */
  location: string;
  /**
   * Looking for
   */
  looking_for: LookingFor;
  /**
   * Relationship status
   */
  relationship_status: string;
  /**
   * Religion; 'Prefer not to say' keeps it private (answered as null)
   */
  religion: string | null;
  /**
   * Sexual orientation; 'Prefer not to say' keeps it private (answered as null)
   */
  sexual_orientation: string | null;
  /**
   * Smoker
   */
  smoker: Habit;
  /**
   * Only active and reserved listings are listed and searched
   */
  status: ListingStatus;
  /**
   * Headline
   */
  title: string;
  updated_at: string;
  /**
   * The owner
   */
  user: UserSummaryDto;
};

