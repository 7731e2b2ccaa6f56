/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Language } from './Language.js';
import type { UserRole } from './UserRole.js';
import type { UserStatus } from './UserStatus.js';
export type UserDto = {
  about: string | null;
  /**
   * File name; the image is at /storage/avatars/<file>, its 90×90 thumbnail at /storage/avatars/thumbs/<file>
   */
  avatar: string | null;
  country: string | null;
  /**
   * File name; the image is at /storage/covers/<file>
   */
  cover: string | null;
  created_at: string;
  date_of_birth: string | null;
  /**
   * When the account will be deleted (its owner asked for it; cancel with DELETE /api/me/deletion); null when not scheduled
   */
  deletion_scheduled_at: string | null;
  education: string | null;
  /**
   * The address signed in with; a new one replaces it only once confirmed
   */
  email: string;
  /**
   * The member followed the confirmation link mailed to their address
   */
  email_verified: boolean;
  favorite_music: string | null;
  favorite_tv_show: string | null;
  first_name: string;
  gender: string | null;
  id: number;
  is_online: boolean;
  /**
   * The interface language chosen (PUT /api/me/language); null: the browser's
   */
  language: Language | null;
  last_name: string;
  location: string | null;
  other_interests: string | null;
  /**
   * A new address asked for in the profile, until its mailed link is followed
   */
  pending_email: string | null;
  role: UserRole;
  status: UserStatus;
  /**
   * A password sign-in asks for a code from an authenticator app
   */
  two_factor_enabled: boolean;
  username: string;
  work_experience: string | null;
};

