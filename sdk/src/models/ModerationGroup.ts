/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where the section sits in the console: members, the social network (posts, comments, chats, shared files), community sections or listing sections
 */
export type ModerationGroup = 'members' | 'social' | 'community' | 'listings';
