/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserStatus } from './UserStatus.js';
export type ProfileUserDto = {
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
  education: string | null;
  favorite_music: string | null;
  favorite_tv_show: string | null;
  first_name: string;
  gender: string | null;
  id: number;
  is_online: boolean;
  last_name: string;
  location: string | null;
  other_interests: string | null;
  status: UserStatus;
  username: string;
  work_experience: string | null;
};

