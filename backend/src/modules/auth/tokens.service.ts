import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DomainEvents, type SessionEndReason } from '../../common/outbox/domain-events';
import { AppConfig } from '../../config/app-config';
import { activeUser } from '../../common/users/user-status';
import { ReadRouting } from '../../database/read-routing';
import { sql, sqlOne } from '../../database/sql';
import { describeDevice, deviceHash } from './device';
import { NewSignInMail } from './new-sign-in.mail';
import { SessionCache } from './session-cache';

export interface AccessClaims {
  sub: number;
  /** Session id: revoking the session ends its access tokens too. */
  sid: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export type RevokeReason = SessionEndReason;

/** The second factor a sign-in proved besides the password (a passkey is both at once). */
export type SecondFactor = 'totp' | 'recovery' | 'passkey';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
  secondFactor?: SecondFactor;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The HMAC key of access tokens, made once. Given the secret as a string, jsonwebtoken first
 * tries to parse it as a public key, fails (an exception with its stack trace) and only then
 * makes this key, on every verification: 7 % of the CPU of a hot read (bench/README.md#lessons).
 */
export const accessTokenKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

/**
 * Sessions, access tokens and rotating refresh tokens: a reused refresh token revokes its session,
 * except within a grace window for two tabs refreshing at once. Why: docs/decisions.md#refresh-tokens
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
    private readonly sessions: SessionCache,
    private readonly signIns: NewSignInMail,
    private readonly reads: ReadRouting,
  ) {}

  /** `issuedAt` (epoch seconds) fixes the token: the same claims and time sign the same JWT. */
  private signAccess(userId: number, sessionId: string, issuedAt?: number): Promise<string> {
    const claims: AccessClaims & { iat?: number } = { sub: userId, sid: sessionId, ...(issuedAt ? { iat: issuedAt } : {}) };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  /** The refresh token that replaces `token` on rotation. */
  private successorOf(token: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`refresh:${token}`).digest('base64url');
  }

  private async issueRefresh(sessionId: string, em: EntityManager = this.em, token = randomBytes(32).toString('base64url')): Promise<string> {
    const expires = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await sql(em, 'insert into refresh_tokens (session_id, token_hash, expires_at) values (?, ?, ?)', [sessionId, sha256(token), expires]);
    return token;
  }

  /**
   * Opens a session for a user who just proved who they are (every way of signing in ends here),
   * noting the second factor it was opened with. A browser and OS the member never signed in
   * from before gets them a "new sign-in" mail, but not their very first sign-in.
   */
  async startSession(userId: number, meta: SessionMeta = {}): Promise<TokenPair> {
    const hash = deviceHash(userId, describeDevice(meta.userAgent));
    // `prior` reads the sessions as they were before this one was added (one snapshot).
    const row = await sqlOne<{ id: string; earlier: number; same: number }>(
      this.em,
      `with prior as (select count(*)::int as earlier, (count(*) filter (where device_hash = ?))::int as same from sessions where user_id = ?),
            added as (insert into sessions (user_id, user_agent, ip, device_hash, second_factor) values (?, ?, ?, ?, ?) returning id)
       select added.id, prior.earlier, prior.same from added, prior`,
      [hash, userId, userId, meta.userAgent?.slice(0, 512) ?? null, meta.ip?.slice(0, 64) ?? null, hash, meta.secondFactor ?? null],
    );
    if (row!.earlier > 0 && row!.same === 0) {
      await this.signIns.announce(row!.id);
    }
    // Signed up or in by a request that had no member yet: their next reads must see the account.
    await this.reads.wrote(userId);
    return { access_token: await this.signAccess(userId, row!.id), refresh_token: await this.issueRefresh(row!.id) };
  }

  /**
   * Rotates a refresh token: the old one is spent, a new pair is returned. The same token
   * presented again within REFRESH_GRACE_SECONDS (and while its successor is unused) returns the
   * same pair; any other reuse revokes the session.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    interface Row {
      id: number;
      session_id: string;
      user_id: number;
      used_epoch: number | null;
      in_grace: boolean;
      expired: boolean;
      revoked_at: Date | null;
      /** Banned or suspended: refreshing is refused. */
      banned_at: boolean;
    }
    const successor = this.successorOf(refreshToken);
    const outcome = await this.em.transactional(async (em) => {
      const token = await sqlOne<Row>(
        em,
        `select t.id, t.session_id, s.user_id, floor(extract(epoch from t.used_at))::float8 as used_epoch,
                coalesce(t.used_at > now() - make_interval(secs => ?), false) as in_grace,
                t.expires_at < now() as expired, s.revoked_at, not ${activeUser('u')} as banned_at
           from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
          where t.token_hash = ? for update of t`,
        [this.config.refreshGraceSeconds, sha256(refreshToken)],
      );
      if (!token) {
        return { kind: 'invalid' as const };
      }
      if (token.revoked_at || token.banned_at || token.expired) {
        return { kind: 'invalid' as const };
      }
      if (token.used_epoch !== null) {
        const next = token.in_grace
          ? await sqlOne(em, 'select 1 from refresh_tokens where token_hash = ? and used_at is null', [sha256(successor)])
          : undefined;
        if (!next) {
          return { kind: 'reuse' as const, sessionId: token.session_id, userId: token.user_id };
        }
        return { kind: 'ok' as const, pair: { access_token: await this.signAccess(token.user_id, token.session_id, token.used_epoch), refresh_token: successor } };
      }
      const used = await sqlOne<{ epoch: number }>(em, 'update refresh_tokens set used_at = now() where id = ? returning floor(extract(epoch from used_at))::float8 as epoch', [token.id]);
      await sql(em, 'update sessions set last_used_at = now() where id = ?', [token.session_id]);
      const pair: TokenPair = {
        access_token: await this.signAccess(token.user_id, token.session_id, used!.epoch),
        refresh_token: await this.issueRefresh(token.session_id, em, successor),
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

  /**
   * Ends one session (only if it is `userId`'s, when given); its sockets are then closed
   * everywhere ('session.ended'). False when there was no such open session.
   */
  async revokeSession(sessionId: string, reason: RevokeReason, userId?: number): Promise<boolean> {
    const rows = await sql<{ id: string; user_id: number }>(
      this.em,
      `update sessions set revoked_at = now(), revoked_reason = ? where id = ? and revoked_at is null${userId === undefined ? '' : ' and user_id = ?'} returning id, user_id`,
      userId === undefined ? [reason, sessionId] : [reason, sessionId, userId],
    );
    await this.announce(rows, reason);
    return rows.length > 0;
  }

  /** Revokes every session of a user, but `keep` (e.g. the one changing its password); answers how many. */
  async revokeUserSessions(userId: number, reason: RevokeReason, keep?: string): Promise<number> {
    const rows = await sql<{ id: string; user_id: number }>(
      this.em,
      `update sessions set revoked_at = now(), revoked_reason = ? where user_id = ? and revoked_at is null${keep ? ' and id <> ?' : ''} returning id, user_id`,
      keep ? [reason, userId, keep] : [reason, userId],
    );
    await this.announce(rows, reason);
    return rows.length;
  }

  /**
   * Ends the sessions' access on this instance at once (the session cache drops them), waits until
   * PostgreSQL's notification of the revocation has come back (every instance has it then), and
   * tells the sockets.
   */
  private async announce(rows: { id: string; user_id: number }[], reason: RevokeReason): Promise<void> {
    rows.forEach((row) => this.sessions.invalidateSession(row.id));
    await this.sessions.echo(rows.map((row) => `s:${row.id}`));
    if (rows.length) {
      this.events.emit('session.ended', { userId: rows[0].user_id, sessionIds: rows.map((r) => r.id), reason });
    }
  }

  verifyAccess(token: string): Promise<AccessClaims> {
    return this.jwt.verifyAsync<AccessClaims>(token, { algorithms: ['HS256'] });
  }
}
