import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { USER_ROLES, type UserRole } from '../../../common/users/user-roles';
import { USER_STATUSES, type UserStatus } from '../../../common/users/user-status';

export { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus };

/** The optional "about me" fields of the profile form (spec §3), all short texts but `about`. */
export const PROFILE_TEXT_FIELDS = [
  'gender',
  'location',
  'country',
  'favorite_tv_show',
  'favorite_music',
  'education',
  'other_interests',
  'work_experience',
] as const;

/**
 * A member. Property names are the column and API names (snake_case), so an entity and a row
 * read with plain SQL have the same shape and one mapper serves both.
 */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'is_online' | 'status' | 'role' | 'banned_at' | 'suspended_until' | 'email_verified_at' | 'pending_email' | 'two_factor_enabled' | 'deletion_scheduled_at' | 'created_at' | 'updated_at' | 'avatar' | 'cover' | 'about' | 'date_of_birth' | (typeof PROFILE_TEXT_FIELDS)[number];

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255 }) first_name!: string;
  @Property({ type: 'string', length: 255 }) last_name!: string;
  @Property({ type: 'string', length: 255 }) username!: string;
  /** Stored lower-case; unique. */
  @Property({ type: 'string', length: 255 }) email!: string;
  @Property({ type: 'text', hidden: true, lazy: true }) password_hash!: string;
  /** When the member confirmed their address by the mailed link; null until then. */
  @Property({ type: 'datetime', nullable: true }) email_verified_at: Date | null = null;
  /** A new address asked for in the profile, waiting for its link to be followed; lower-case. */
  @Property({ type: 'string', length: 255, nullable: true }) pending_email: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true }) avatar: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) cover: string | null = null;
  @Property({ type: 'string', length: 500, nullable: true }) about: string | null = null;
  @Property({ type: 'date', nullable: true }) date_of_birth: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) gender: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) location: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) country: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) favorite_tv_show: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) favorite_music: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) education: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) other_interests: string | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) work_experience: string | null = null;

  @Property({ type: 'boolean', default: false }) is_online: boolean = false;
  @Enum({ items: () => USER_STATUSES, type: 'string', default: 'online' }) status: UserStatus = 'online';
  @Enum({ items: () => USER_ROLES, type: 'string', default: 'member' }) role: UserRole = 'member';
  @Property({ type: 'datetime', nullable: true }) banned_at: Date | null = null;
  /** Until when a moderator suspended the member (signed out and refused until then). */
  @Property({ type: 'datetime', nullable: true }) suspended_until: Date | null = null;
  /** TOTP is confirmed: a password sign-in then asks for a code (modules/auth/two-factor.service.ts). */
  @Property({ type: 'boolean', default: false }) two_factor_enabled: boolean = false;
  /** When the account is erased (its owner asked, with a grace period to change their mind); null: not scheduled. */
  @Property({ type: 'datetime', nullable: true }) deletion_scheduled_at: Date | null = null;
  /** The interface language the member chose (en, pt-PT, ar); null: the browser's. Mail and push use it too. */
  @Property({ type: 'string', length: 16, nullable: true }) language: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updated_at: Date = new Date();
}
