/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The same relation in one word: `none`, `request_sent` (friendship_from pending), `request_received` (friendship_to pending), `friends` (either side accepted), `self` (the signed-in member).
 */
export type FriendshipState = 'none' | 'request_sent' | 'request_received' | 'friends' | 'self';
