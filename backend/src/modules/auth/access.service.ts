import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { activeUser } from '../../common/users/user-status';
import { sqlOne } from '../../database/sql';
import type { UserRole } from '../users';
import { AppConfig } from '../../config/app-config';
import { SessionActivity } from './session-activity';
import { SessionCache } from './session-cache';
import { TokensService, type AccessClaims } from './tokens.service';

/**
 * Turns an access token into the caller, for HTTP and for sockets alike: the JWT must verify,
 * and its session must still be open and its user not banned (one primary-key join), so a
 * logout, a password change or a ban ends access tokens at once. The join's answers are kept in
 * SessionCache, which keeps that promise (see there).
 */
@Injectable()
export class AccessService {
  /** Access tokens already verified (the token → its claims): verifying is pure, so its answer is kept. */
  private readonly verified = new Map<string, AccessClaims & { exp?: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly cache: SessionCache,
    private readonly config: AppConfig,
    private readonly activity: SessionActivity,
  ) {}

  async fromClaims(claims: AccessClaims): Promise<AuthUser> {
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string') {
      throw new UnauthorizedException('Unauthenticated');
    }
    const cached = this.cache.get(claims.sid, claims.sub);
    if (cached) {
      return { ...cached, sessionId: claims.sid };
    }
    const mark = this.cache.mark();
    const row = await sqlOne<{ id: number; role: UserRole; email_verified: boolean; created_at: Date }>(
      this.em,
      `select u.id, u.role, u.email_verified_at is not null as email_verified, u.created_at from sessions s join users u on u.id = s.user_id
        where s.id = ? and u.id = ? and s.revoked_at is null and ${activeUser('u')}`,
      [claims.sid, claims.sub],
      { primary: true },
    );
    if (!row) {
      throw new UnauthorizedException('Unauthenticated');
    }
    const member = { id: row.id, role: row.role, emailVerified: row.email_verified, createdAt: new Date(row.created_at).getTime() };
    this.cache.store(claims.sid, member, mark);
    return { ...member, sessionId: claims.sid };
  }

  async authenticate(token: string): Promise<AuthUser> {
    return (await this.session(token)).user;
  }

  /** The caller and when the access token expires (epoch ms): a connection lasts no longer. */
  async session(token: string): Promise<{ user: AuthUser; expiresAt: number }> {
    const claims = await this.verify(token);
    const user = await this.fromClaims(claims);
    this.activity.seen(user.sessionId);
    return { user, expiresAt: (claims.exp ?? 0) * 1000 };
  }

  /** The token's claims when its signature holds and it has not expired; 401 otherwise. */
  private async verify(token: string): Promise<AccessClaims & { exp?: number }> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp !== undefined && known.exp * 1000 > Date.now()) {
        return known;
      }
      this.verified.delete(token);
    }
    let claims: AccessClaims & { exp?: number };
    try {
      claims = await this.tokens.verifyAccess(token);
    } catch {
      throw new UnauthorizedException('Unauthenticated');
    }
    if (this.config.sessionCacheSize > 0 && claims.exp !== undefined) {
      if (this.verified.size >= this.config.sessionCacheSize) {
        this.verified.delete(this.verified.keys().next().value!);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }
}
