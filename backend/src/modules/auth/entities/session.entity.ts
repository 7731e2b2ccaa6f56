import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * A signed-in device: the family of its rotating refresh tokens. Access tokens carry the
 * session id, so revoking a session (logout, reuse detected, password changed, ban) ends its
 * access tokens at once too.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' }) id!: string;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'string', length: 512, nullable: true }) user_agent: string | null = null;
  @Property({ type: 'string', length: 64, nullable: true }) ip: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
  /** Refreshed at each token refresh and, at most every few minutes, on authenticated requests. */
  @Property({ type: 'datetime', defaultRaw: 'now()' }) last_used_at: Date = new Date();
  /** SHA-256 of the member, browser family and OS family (device.ts): "signed in from here before?". */
  @Property({ type: 'string', length: 64, nullable: true }) device_hash: string | null = null;
  @Property({ type: 'datetime', nullable: true }) revoked_at: Date | null = null;
  @Property({ type: 'string', length: 32, nullable: true }) revoked_reason: string | null = null;
}
