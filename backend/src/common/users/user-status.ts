/** A member's chosen status. */
export const USER_STATUSES = ['online', 'away', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * SQL: users row `u` may use Plaza: not banned, not suspended (or the suspension is over), not
 * deleted. Access tokens, refreshes, sign-ins and signed download links all check this.
 */
export const activeUser = (u: string) =>
  `(${u}.banned_at is null and (${u}.suspended_until is null or ${u}.suspended_until <= now()) and ${u}.deleted_at is null)`;
