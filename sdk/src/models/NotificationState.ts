/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A FriendRequest: `pending` (it can be accepted or declined), `accepted`, or `gone` (withdrawn or declined). Null for the other types.
 */
export type NotificationState = 'pending' | 'accepted' | 'gone';
