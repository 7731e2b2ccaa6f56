/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModerationGroup } from './ModerationGroup.js';
export type ContentSectionDto = {
  /**
   * Content (hide, restore, remove) rather than members
   */
  content: boolean;
  /**
   * Where the section sits in the console: members, the social network (posts, comments, chats, shared files), community sections or listing sections
   */
  group: ModerationGroup;
  label: string;
  plural: string;
  type: string;
};

