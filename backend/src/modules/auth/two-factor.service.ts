import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import type { AuthUser } from '../../common/auth/auth-user';
import { verifyPassword } from '../../common/auth/passwords';
import { SecondFactorCheck } from '../../common/auth/session-ports';
import { TooManyRequestsException } from '../../common/errors/too-many-requests';
import { ValidationFailedException } from '../../common/errors/validation';
import { toIso } from '../../common/time/timestamps';
import { ACCOUNT_MSG, TWO_FACTOR_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { toUserDto, UsersRepository, type UserDto } from '../users';
import type { LoginResponseDto } from './dto/auth.dto';
import type { RecoveryCodesResponseDto, TotpSetupDto, TwoFactorChallengeDto } from './dto/two-factor.dto';
import type { DisableTotpInput, LoginSecondStepInput } from './dto/two-factor.input';
import { deriveKey, newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT, recoveryHash, seal, unseal } from './second-factor.secrets';
import { sha256, TokensService, type SecondFactor, type SessionMeta } from './tokens.service';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted either side of now (clock drift): ±30 s. */
const TOTP_WINDOW = 1;
export const CHALLENGE_TTL_MINUTES = 5;
/** Wrong codes after which a sign-in challenge is void (the password must be typed again). */
export const CHALLENGE_MAX_FAILURES = 5;
/** Wrong codes per account within ACCOUNT_FAILURE_MINUTES, past which every code is refused with 429. */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_FAILURE_MINUTES = 15;

type Verdict = { ok: true; factor: SecondFactor } | { ok: false; field: 'code' | 'recovery_code'; message: string };

/**
 * TOTP enrolment, recovery codes and the second step of a sign-in. Wrong codes are counted per
 * challenge and per account; a TOTP step, once accepted, is never accepted again for the account.
 */
@Injectable()
export class TwoFactorService implements SecondFactorCheck {
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    config: AppConfig,
  ) {
    this.secretKey = deriveKey(config.jwtSecret, 'totp-secret');
    this.recoveryKey = deriveKey(config.jwtSecret, 'recovery-code');
  }

  /** A new pending secret (replacing a pending one); the account's sign-in is unchanged until confirmed. */
  async startTotp(me: AuthUser): Promise<TotpSetupDto> {
    const user = await sqlOne<{ email: string; two_factor_enabled: boolean }>(this.em, 'select email, two_factor_enabled from users where id = ?', [me.id]);
    if (user!.two_factor_enabled) {
      throw new ConflictException(TWO_FACTOR_MSG.alreadyOn);
    }
    const secret = new Secret({ size: 20 });
    const uri = new TOTP({ ...TOTP_OPTIONS, issuer: 'Plaza', label: user!.email, secret }).toString();
    await sql(
      this.em,
      `insert into user_totp (user_id, secret) values (?, ?)
       on conflict (user_id) do update set secret = excluded.secret, enabled_at = null, last_step = null, created_at = now()`,
      [me.id, seal(this.secretKey, secret.base32)],
    );
    return { secret: secret.base32, uri, qr_code: await toDataURL(uri, { margin: 1, width: 240 }) };
  }

  /** Turns TOTP on with a first good code, and answers ten new recovery codes (stored hashed only). */
  async confirmTotp(me: AuthUser, code: string): Promise<RecoveryCodesResponseDto> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.em.transactional(async (em) => {
      const row = await sqlOne<{ secret: string; enabled_at: Date | null }>(em, 'select secret, enabled_at from user_totp where user_id = ? for update', [me.id]);
      if (row?.enabled_at) {
        throw new ConflictException(TWO_FACTOR_MSG.alreadyOn);
      }
      if (!row) {
        throw ValidationFailedException.field('code', TWO_FACTOR_MSG.noPending);
      }
      const step = this.stepOf(row.secret, code);
      if (step === undefined) {
        throw ValidationFailedException.field('code', TWO_FACTOR_MSG.codeInvalid);
      }
      await sql(em, 'update user_totp set enabled_at = now(), last_step = ? where user_id = ?', [step, me.id]);
      await sql(em, 'update users set two_factor_enabled = true, updated_at = now() where id = ?', [me.id]);
      await this.replaceRecoveryCodes(em, me.id, codes);
    });
    return { user: await this.userDto(me.id), recovery_codes: codes };
  }

  /** Turns TOTP off: the password and a current code (or a recovery code) both. */
  async disableTotp(me: AuthUser, dto: DisableTotpInput): Promise<UserDto> {
    const row = await sqlOne<{ password_hash: string; two_factor_enabled: boolean }>(this.em, 'select password_hash, two_factor_enabled from users where id = ?', [me.id]);
    if (!(await verifyPassword(row!.password_hash, dto.password))) {
      throw ValidationFailedException.field('password', TWO_FACTOR_MSG.passwordIncorrect);
    }
    if (!row!.two_factor_enabled) {
      throw new ConflictException(TWO_FACTOR_MSG.notOn);
    }
    await this.requireCode(me.id, dto.code);
    await this.em.transactional(async (em) => {
      await sql(em, 'delete from user_totp where user_id = ?', [me.id]);
      await sql(em, 'delete from recovery_codes where user_id = ?', [me.id]);
      await sql(em, 'update users set two_factor_enabled = false, updated_at = now() where id = ?', [me.id]);
    });
    return this.userDto(me.id);
  }

  /**
   * For another sensitive action of a member with TOTP on (e.g. deleting the account): a current
   * code or a recovery code, counted like the sign-in's; 422 on field `code` when wrong, 429 when throttled.
   */
  async requireCode(userId: number, code: string): Promise<void> {
    await this.assertNotThrottled(userId);
    const verdict = await this.verify(this.em, userId, code, undefined);
    if (!verdict.ok) {
      await this.recordFailure(this.em, userId);
      throw ValidationFailedException.field('code', verdict.message);
    }
  }

  /** The first step's answer for an account with TOTP on: a single-use challenge, 5 minutes. */
  async issueChallenge(userId: number): Promise<TwoFactorChallengeDto> {
    const challenge = randomBytes(32).toString('base64url');
    await sql(this.em, 'delete from login_challenges where user_id = ? and (expires_at < now() or used_at is not null)', [userId]);
    const row = await sqlOne<{ expires_at: Date }>(
      this.em,
      `insert into login_challenges (user_id, token_hash, expires_at) values (?, ?, now() + interval '${CHALLENGE_TTL_MINUTES} minutes') returning expires_at`,
      [userId, sha256(challenge)],
    );
    return { two_factor_required: true, challenge, expires_at: toIso(row!.expires_at) };
  }

  /** The second step: a good code (or recovery code) spends the challenge and opens the session. */
  async completeLogin(dto: LoginSecondStepInput, meta: SessionMeta): Promise<LoginResponseDto> {
    const outcome = await this.em.transactional(async (em) => {
      const challenge = await sqlOne<{ id: number; user_id: number; failures: number; banned_at: Date | null; suspended_until: Date | null }>(
        em,
        `select c.id, c.user_id, c.failures, u.banned_at, case when u.suspended_until > now() then u.suspended_until end as suspended_until
           from login_challenges c join users u on u.id = c.user_id
          where c.token_hash = ? and c.used_at is null and c.expires_at > now() and c.failures < ? and u.two_factor_enabled
          for update of c`,
        [sha256(dto.challenge), CHALLENGE_MAX_FAILURES],
      );
      if (!challenge) {
        throw new UnauthorizedException(TWO_FACTOR_MSG.challengeInvalid);
      }
      if (challenge.banned_at) {
        throw new ForbiddenException(ACCOUNT_MSG.banned);
      }
      if (challenge.suspended_until) {
        throw new ForbiddenException(ACCOUNT_MSG.suspendedUntil(new Date(challenge.suspended_until)));
      }
      await this.assertNotThrottled(challenge.user_id, em);
      const verdict = await this.verify(em, challenge.user_id, dto.code, dto.recovery_code);
      if (!verdict.ok) {
        // Committed with the transaction, then the 422: the count must survive the refusal.
        await sql(em, 'update login_challenges set failures = failures + 1 where id = ?', [challenge.id]);
        await this.recordFailure(em, challenge.user_id);
        return { ...verdict, userId: challenge.user_id };
      }
      await sql(em, 'update login_challenges set used_at = now() where id = ?', [challenge.id]);
      return { ...verdict, userId: challenge.user_id };
    });
    if (!outcome.ok) {
      throw ValidationFailedException.field(outcome.field, outcome.message);
    }
    const token = await this.tokens.startSession(outcome.userId, { ...meta, secondFactor: outcome.factor });
    return { user: await this.userDto(outcome.userId), token };
  }

  /** REQUIRE_2FA_FOR_STAFF: TOTP on, or this session opened with a passkey. */
  async hasSecondFactor(user: AuthUser): Promise<boolean> {
    const row = await sqlOne<{ ok: boolean }>(
      this.em,
      `select u.two_factor_enabled or s.second_factor = 'passkey' as ok from sessions s join users u on u.id = s.user_id where s.id = ?`,
      [user.sessionId],
    );
    return Boolean(row?.ok);
  }

  /**
   * Checks a code: six digits are a TOTP code (refused when its step was already used), anything
   * else a recovery code, spent when it matches. `recoveryCode` is the sign-in's explicit field.
   */
  private async verify(em: EntityManager, userId: number, code: string | undefined, recoveryCode: string | undefined): Promise<Verdict> {
    const typed = (code ?? '').replace(/\s/g, '');
    if (recoveryCode !== undefined || !/^\d{6}$/.test(typed)) {
      const given = recoveryCode ?? code ?? '';
      const field = recoveryCode !== undefined ? 'recovery_code' : 'code';
      if (normaliseRecoveryCode(given).length !== 10) {
        return { ok: false, field, message: recoveryCode !== undefined ? TWO_FACTOR_MSG.recoveryInvalid : TWO_FACTOR_MSG.codeInvalid };
      }
      const spent = await sqlOne(
        em,
        `update recovery_codes set used_at = now()
          where id = (select id from recovery_codes where user_id = ? and code_hash = ? and used_at is null limit 1 for update)
          returning id`,
        [userId, recoveryHash(this.recoveryKey, given)],
      );
      return spent ? { ok: true, factor: 'recovery' } : { ok: false, field, message: TWO_FACTOR_MSG.recoveryInvalid };
    }
    const row = await sqlOne<{ secret: string }>(em, 'select secret from user_totp where user_id = ? and enabled_at is not null', [userId]);
    const step = row ? this.stepOf(row.secret, typed) : undefined;
    if (step === undefined) {
      return { ok: false, field: 'code', message: TWO_FACTOR_MSG.codeInvalid };
    }
    // The step is taken only when it is later than the last one taken: a code works once.
    const taken = await sqlOne(em, 'update user_totp set last_step = ? where user_id = ? and (last_step is null or last_step < ?) returning user_id', [step, userId, step]);
    return taken ? { ok: true, factor: 'totp' } : { ok: false, field: 'code', message: TWO_FACTOR_MSG.codeUsed };
  }

  /** The time step a code belongs to, within ±TOTP_WINDOW of now; undefined when it matches none. */
  private stepOf(sealedSecret: string, code: string): number | undefined {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      return undefined;
    }
    let secret: Secret;
    try {
      secret = Secret.fromBase32(unseal(this.secretKey, sealedSecret));
    } catch {
      // Sealed with another JWT_SECRET: no code can match it any more.
      return undefined;
    }
    const now = Date.now();
    const delta = TOTP.validate({ ...TOTP_OPTIONS, secret, token: typed, timestamp: now, window: TOTP_WINDOW });
    return delta === null ? undefined : TOTP.counter({ period: TOTP_OPTIONS.period, timestamp: now }) + delta;
  }

  private async assertNotThrottled(userId: number, em: EntityManager = this.em): Promise<void> {
    const row = await sqlOne<{ failures: number; wait: number | null }>(
      em,
      `select count(*)::int as failures,
              extract(epoch from min(failed_at) + interval '${ACCOUNT_FAILURE_MINUTES} minutes' - now())::float8 as wait
         from two_factor_failures where user_id = ? and failed_at > now() - interval '${ACCOUNT_FAILURE_MINUTES} minutes'`,
      [userId],
    );
    if (row && row.failures >= ACCOUNT_MAX_FAILURES) {
      throw new TooManyRequestsException(TWO_FACTOR_MSG.tooManyCodes, row.wait ?? 60);
    }
  }

  private async recordFailure(em: EntityManager, userId: number): Promise<void> {
    await sql(em, `delete from two_factor_failures where user_id = ? and failed_at < now() - interval '${ACCOUNT_FAILURE_MINUTES} minutes'`, [userId]);
    await sql(em, 'insert into two_factor_failures (user_id) values (?)', [userId]);
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number, codes: string[]): Promise<void> {
    await sql(em, 'delete from recovery_codes where user_id = ?', [userId]);
    const values = codes.map(() => '(?, ?)').join(', ');
    await sql(em, `insert into recovery_codes (user_id, code_hash) values ${values}`, codes.flatMap((c) => [userId, recoveryHash(this.recoveryKey, c)]));
  }

  private async userDto(id: number): Promise<UserDto> {
    return toUserDto((await this.users.findById(id))!);
  }
}
