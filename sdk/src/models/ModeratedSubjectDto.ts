/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
export type ModeratedSubjectDto = {
  /**
   * Its author (for a member: the member)
   */
  author: UserSummaryDto | null;
  /**
   * False once it was deleted (by its author or a moderator)
   */
  exists: boolean;
  hidden: boolean;
  /**
   * URL of its image, if any
   */
  media: string | null;
  /**
   * Its text (a member: name and username)
   */
  preview: string | null;
};

