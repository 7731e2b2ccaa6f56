import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { activeUser } from '../../common/users/user-status';
import { sqlOne } from '../../database/sql';
import type { UserRole } from '../users/entities/user.entity';
import { TokensService, type AccessClaims } from './tokens.service';

/**
 * Turns an access token into the caller, for HTTP and for sockets alike: the JWT must verify,
 * and its session must still be open and its user not banned (one primary-key join), so a
 * logout, a password change or a ban ends access tokens at once.
 */
@Injectable()
export class AccessService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
  ) {}

  async fromClaims(claims: AccessClaims): Promise<AuthUser> {
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string') {
      throw new UnauthorizedException('Unauthenticated');
    }
    const row = await sqlOne<{ id: number; role: UserRole }>(
      this.em,
      `select u.id, u.role from sessions s join users u on u.id = s.user_id
        where s.id = ? and u.id = ? and s.revoked_at is null and ${activeUser('u')}`,
      [claims.sid, claims.sub],
    );
    if (!row) {
      throw new UnauthorizedException('Unauthenticated');
    }
    return { id: row.id, role: row.role, sessionId: claims.sid };
  }

  async authenticate(token: string): Promise<AuthUser> {
    return (await this.session(token)).user;
  }

  /** The caller and when the access token expires (epoch ms): a connection lasts no longer. */
  async session(token: string): Promise<{ user: AuthUser; expiresAt: number }> {
    let claims: AccessClaims & { exp?: number };
    try {
      claims = await this.tokens.verifyAccess(token);
    } catch {
      throw new UnauthorizedException('Unauthenticated');
    }
    const user = await this.fromClaims(claims);
    return { user, expiresAt: (claims.exp ?? 0) * 1000 };
  }
}
