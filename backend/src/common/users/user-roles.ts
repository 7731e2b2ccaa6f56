/** A member's role: members use the site, moderators and admins also run the console. */
export const USER_ROLES = ['member', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
