/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProfileEditDto = {
  about?: string;
  country?: string;
  date_of_birth?: string;
  education?: string;
  email?: string;
  favorite_music?: string;
  favorite_tv_show?: string;
  first_name?: string;
  gender?: string;
  last_name?: string;
  location?: string;
  other_interests?: string;
  /**
   * A new password; needs password_confirmation and signs out the other sessions
   */
  password?: string;
  password_confirmation?: string;
  username?: string;
  work_experience?: string;
};

