/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryDto } from './CategoryDto.js';
import type { RsvpStatus } from './RsvpStatus.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type EventSummaryDto = {
  /**
   * Up to 5 members going, latest answers first
   */
  attendees: Array<UserSummaryDto>;
  /**
   * How many can go; null: no limit
   */
  capacity: number | null;
  category: CategoryDto;
  created_at: string;
  ends_at: string | null;
  /**
   * The start of the description as plain text, at most 280 characters
   */
  excerpt: string;
  going_count: number;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * File name; the image is at /storage/events/<file>, its thumbnail at /storage/events/thumbs/<file>
   */
  image: string | null;
  interested_count: number;
  /**
   * True when as many are going as the capacity allows
   */
  is_full: boolean;
  /**
   * True once it has ended (or started, without an end)
   */
  is_past: boolean;
  location: string;
  /**
   * My answer; null when I have not answered
   */
  my_rsvp: RsvpStatus | null;
  starts_at: string;
  title: string;
  updated_at: string;
  /**
   * Who wrote or posted it
   */
  user: UserSummaryDto;
  /**
   * Who may read it (not on forum replies, which follow their thread)
   */
  visibility?: Visibility;
};

