import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';

export interface AccessClaims {
  sub: number;
  /** Session id: revoking the session ends its access tokens too. */
  sid: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export type RevokeReason = 'logout' | 'reuse' | 'password' | 'reset' | 'banned';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

/**
 * Sessions, access tokens and rotating refresh tokens. A refresh token works once; presenting
 * one that was already rotated means it was stolen or replayed, so its whole session (family)
 * is revoked.
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  private signAccess(userId: number, sessionId: string): Promise<string> {
    const claims: AccessClaims = { sub: userId, sid: sessionId };
    return this.jwt.signAsync(claims, { secret: this.config.jwtSecret, expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  private async issueRefresh(sessionId: string, em: EntityManager = this.em): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await sql(em, 'insert into refresh_tokens (session_id, token_hash, expires_at) values (?, ?, ?)', [sessionId, sha256(token), expires]);
    return token;
  }

  /** Opens a session for a user who just proved who they are. */
  async startSession(userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<TokenPair> {
    const row = await sqlOne<{ id: string }>(this.em, 'insert into sessions (user_id, user_agent, ip) values (?, ?, ?) returning id', [
      userId,
      meta.userAgent?.slice(0, 512) ?? null,
      meta.ip?.slice(0, 64) ?? null,
    ]);
    return { access_token: await this.signAccess(userId, row!.id), refresh_token: await this.issueRefresh(row!.id) };
  }

  /** Rotates a refresh token: the old one is spent, a new pair is returned. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    interface Row {
      id: number;
      session_id: string;
      user_id: number;
      used_at: Date | null;
      expires_at: Date;
      revoked_at: Date | null;
      banned_at: Date | null;
    }
    const outcome = await this.em.transactional(async (em) => {
      const token = await sqlOne<Row>(
        em,
        `select t.id, t.session_id, s.user_id, t.used_at, t.expires_at, s.revoked_at, u.banned_at
           from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
          where t.token_hash = ? for update of t`,
        [sha256(refreshToken)],
      );
      if (!token) {
        return { kind: 'invalid' as const };
      }
      if (token.used_at) {
        return { kind: 'reuse' as const, sessionId: token.session_id };
      }
      if (token.revoked_at || token.banned_at || new Date(token.expires_at).getTime() < Date.now()) {
        return { kind: 'invalid' as const };
      }
      await sql(em, 'update refresh_tokens set used_at = now() where id = ?', [token.id]);
      const pair: TokenPair = {
        access_token: await this.signAccess(token.user_id, token.session_id),
        refresh_token: await this.issueRefresh(token.session_id, em),
      };
      return { kind: 'ok' as const, pair };
    });
    if (outcome.kind === 'reuse') {
      // A rotated token presented again: stolen or replayed. End the whole family.
      await this.revokeSession(outcome.sessionId, 'reuse');
    }
    if (outcome.kind !== 'ok') {
      throw new UnauthorizedException(INVALID_REFRESH);
    }
    return outcome.pair;
  }

  /** The session a refresh token belongs to (for logout with an expired access token). */
  async sessionOfRefresh(refreshToken: string): Promise<string | undefined> {
    const row = await sqlOne<{ session_id: string }>(this.em, 'select session_id from refresh_tokens where token_hash = ?', [sha256(refreshToken)]);
    return row?.session_id;
  }

  async revokeSession(sessionId: string, reason: RevokeReason): Promise<void> {
    await sql(this.em, 'update sessions set revoked_at = now(), revoked_reason = ? where id = ? and revoked_at is null', [reason, sessionId]);
  }

  /** Revokes every session of a user, but `keep` (e.g. the one changing its password). */
  async revokeUserSessions(userId: number, reason: RevokeReason, keep?: string): Promise<void> {
    await sql(
      this.em,
      `update sessions set revoked_at = now(), revoked_reason = ? where user_id = ? and revoked_at is null${keep ? ' and id <> ?' : ''}`,
      keep ? [reason, userId, keep] : [reason, userId],
    );
  }

  verifyAccess(token: string): Promise<AccessClaims> {
    return this.jwt.verifyAsync<AccessClaims>(token, { secret: this.config.jwtSecret, algorithms: ['HS256'] });
  }
}
