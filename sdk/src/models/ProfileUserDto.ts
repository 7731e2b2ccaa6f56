/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserStatus } from './UserStatus';
export type ProfileUserDto = {
  about: string | null;
  /**
   * File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>
   */
  avatar: string | null;
  country: string | null;
  /**
   * File name; the image is at /storage/covers/<file>
   */
  cover: string | null;
  /**
   * Member since
   */
  created_at: string;
  date_of_birth: string | null;
  education: string | null;
  favorite_music: string | null;
  favorite_tv_show: string | null;
  first_name: string;
  gender: string | null;
  id: number;
  /**
   * True while the member is connected and has not chosen to appear offline
   */
  is_online: boolean;
  last_name: string;
  location: string | null;
  other_interests: string | null;
  /**
   * 'offline' whenever is_online is false
   */
  status: UserStatus;
  username: string;
  work_experience: string | null;
};

