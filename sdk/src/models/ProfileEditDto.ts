/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProfileEditDto = {
  about?: string;
  country?: string;
  /**
   * The password now in use: required to change the password or the email
   */
  current_password?: string;
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
   * A new password (the sign-up rules); needs password_confirmation and current_password, and signs out the other sessions
   */
  password?: string;
  password_confirmation?: string;
  username?: string;
  work_experience?: string;
};

