/** A member's chosen status. */
export const USER_STATUSES = ['online', 'away', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
