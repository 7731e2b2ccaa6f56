/** A member's chosen status. */
export const USER_STATUSES = ['online', 'away', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * SQL: users row `u` may use Plaza: not banned, and not suspended (or the suspension is over).
 * Access tokens, refreshes and sign-ins all check this.
 */
export const activeUser = (u: string) => `(${u}.banned_at is null and (${u}.suspended_until is null or ${u}.suspended_until <= now()))`;
