import { randomBytes } from 'node:crypto';
import { languageOf, translator } from '../../common/i18n/translate';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ValidationFailedException } from '../../common/errors/validation';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { JobHandler } from '../../queue/job-handler.decorator';
import { JobQueue } from '../../queue/job-queue';
import { toUserDto, type UserDto } from '../users';
import { User } from '../users';
import { UsersRepository } from '../users';
import type { LoginDto, RegisterDto, ResetPasswordDto, ResetTokenDto } from './dto/auth.dto';
import { ACCOUNT_MSG, MSG } from '../../common/validation/messages';
import { decoyHash, hashPassword, verifyPassword } from '../../common/auth/passwords';
import type { PasswordResetJob } from './password-reset.job';
import type { TwoFactorChallengeDto } from './dto/two-factor.dto';
import { sha256, TokensService, type TokenPair } from './tokens.service';
import { TwoFactorService } from './two-factor.service';
import { toIso } from '../../common/time/timestamps';
import { renderMail } from '../../mail/template';
import { EmailVerificationService } from './email-verification.service';

export const RESET_TTL_MINUTES = 60;
const INVALID_LOGIN = 'These credentials do not match our records.';
const INVALID_RESET = 'This password reset link is invalid or has expired.';

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

/** Sign-up, sign-in, sign-out and password recovery. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly emails: EmailVerificationService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Email and username are unique (username case-insensitively): 422 on the field taken. */
  async assertAvailable(fields: { email?: string; username?: string }, exceptId?: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (fields.email && (await this.users.emailTaken(fields.email, exceptId))) {
      errors.email = [MSG.emailTaken];
    }
    if (fields.username && (await this.users.usernameTaken(fields.username, exceptId))) {
      errors.username = [MSG.usernameTaken];
    }
    if (Object.keys(errors).length) {
      throw new ValidationFailedException(errors);
    }
  }

  async register(dto: RegisterDto): Promise<UserDto> {
    await this.assertAvailable(dto);
    const user = this.em.create(User, {
      first_name: dto.first_name,
      last_name: dto.last_name,
      username: dto.username,
      email: dto.email.toLowerCase(),
      password_hash: await hashPassword(dto.password),
    });
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      // Two sign-ups racing for the same email or username: the unique index decides.
      if (error instanceof Error && /users_(email|username)_unique/.test(error.message)) {
        throw ValidationFailedException.field(error.message.includes('email') ? 'email' : 'username', error.message.includes('email') ? MSG.emailTaken : MSG.usernameTaken);
      }
      throw error;
    }
    // Signed up and able to sign in at once; confirming the address lifts the new-account limits.
    await this.emails.sendSignUpLink(user.id);
    return toUserDto((await this.users.findById(user.id))!);
  }

  /** With TOTP on, the password alone answers a challenge for the second step (TwoFactorService). */
  async login(dto: LoginDto, meta: ClientMeta): Promise<{ user: UserDto; token: TokenPair } | TwoFactorChallengeDto> {
    const found = await this.users.findForLogin(dto.email);
    const ok = await verifyPassword(found?.password_hash ?? (await decoyHash()), dto.password);
    if (!found || !ok) {
      throw new UnauthorizedException(INVALID_LOGIN);
    }
    if (found.banned_at) {
      throw new ForbiddenException(ACCOUNT_MSG.banned);
    }
    if (found.suspended_until) {
      throw new ForbiddenException(ACCOUNT_MSG.suspendedUntil(new Date(found.suspended_until)));
    }
    if (found.two_factor_enabled) {
      return this.twoFactor.issueChallenge(found.id);
    }
    const token = await this.tokens.startSession(found.id, meta);
    const { password_hash: _hash, banned_at: _banned, suspended_until: _suspended, ...row } = found;
    return { user: toUserDto(row), token };
  }

  async logout(sessionId: string): Promise<void> {
    await this.tokens.revokeSession(sessionId, 'logout');
  }

  /**
   * Always answers the same, in the same time: the request only queues a job, whether or not the
   * account exists (looking it up first made an existing one answer measurably slower: a token
   * written, a mail queued). The job does the rest (mailResetLink).
   */
  async forgot(email: string): Promise<void> {
    await this.queue.add('mail.password-reset', { email: email.toLowerCase() });
  }

  /**
   * When the account exists (and is not banned), queues a mail with a single-use link to the
   * frontend's reset page. Only the token's hash is stored (a retried attempt stores another;
   * the failed one's was never mailed).
   */
  @JobHandler('mail.password-reset')
  async mailResetLink({ email }: PasswordResetJob): Promise<void> {
    const user = await sqlOne<{ id: number; first_name: string; language: string | null; banned_at: Date | null }>(
      this.em,
      'select id, first_name, language, banned_at from users where email = ?',
      [email],
    );
    if (!user || user.banned_at) {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await sql(this.em, `insert into password_resets (user_id, token_hash, expires_at) values (?, ?, now() + interval '${RESET_TTL_MINUTES} minutes')`, [user.id, sha256(token)]);
    const link = `${this.config.publicUrl}/reset-password/${token}`;
    const language = languageOf(user.language);
    const t = translator(language);
    const mail = await renderMail({
      language,
      subject: t('reset.subject'),
      greeting: t('mail.greeting', { name: user.first_name }),
      blocks: [
        { paragraph: t('reset.asked') },
        { paragraph: t('reset.open', { minutes: RESET_TTL_MINUTES }) },
        { button: { label: t('reset.button'), href: link } },
        { note: t('reset.ignore') },
      ],
    });
    await this.queue.add('mail.send', { to: email, ...mail });
  }

  /** When the reset link `token` stops working; 404 when it is unknown, used or expired. */
  async checkResetToken(token: string): Promise<ResetTokenDto> {
    const row = await sqlOne<{ expires_at: Date }>(
      this.em,
      'select expires_at from password_resets where token_hash = ? and used_at is null and expires_at > now()',
      [sha256(token)],
    );
    if (!row) {
      throw new NotFoundException(INVALID_RESET);
    }
    return { expires_at: toIso(row.expires_at) };
  }

  /** Sets the new password, spends the token and signs the account out everywhere. */
  async reset(token: string, dto: ResetPasswordDto): Promise<void> {
    if (dto.token !== undefined && dto.token !== token) {
      throw new ValidationFailedException({ token: [INVALID_RESET] });
    }
    const hash = await hashPassword(dto.password);
    const userId = await this.em.transactional(async (em) => {
      const row = await sqlOne<{ user_id: number }>(
        em,
        `update password_resets set used_at = now()
          where token_hash = ? and used_at is null and expires_at > now()
          returning user_id`,
        [sha256(token)],
      );
      if (!row) {
        return undefined;
      }
      await sql(em, 'update users set password_hash = ?, updated_at = now() where id = ?', [hash, row.user_id]);
      // Any other outstanding reset link of this account is void too.
      await sql(em, 'update password_resets set used_at = now() where user_id = ? and used_at is null', [row.user_id]);
      return row.user_id;
    });
    if (userId === undefined) {
      throw new ValidationFailedException({ token: [INVALID_RESET] });
    }
    await this.tokens.revokeUserSessions(userId, 'reset');
    this.logger.log(`Password reset for user ${userId}`);
  }
}
