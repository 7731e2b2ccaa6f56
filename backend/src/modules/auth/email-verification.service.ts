import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { EmailChangeConfirmer } from '../../common/auth/email-ports';
import { isUniqueViolation } from '../../common/db/errors';
import { TooManyRequestsException } from '../../common/errors/too-many-requests';
import { EMAIL_MSG, MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { ReadRouting } from '../../database/read-routing';
import { sql, sqlOne } from '../../database/sql';
import { MailService } from '../../mail/mail.service';
import { languageOf, translator } from '../../common/i18n/translate';
import { renderMail } from '../../mail/template';
import { JobQueue } from '../../queue/job-queue';
import type { EmailVerifiedDto } from './dto/email-verification.dto';
import { SessionCache } from './session-cache';
import { sha256 } from './tokens.service';

/** How long a mailed confirmation link works. */
export const EMAIL_LINK_TTL_HOURS = 48;
/** Links mailed for one account (sign-up, resend, change): one a minute to an address, five an hour in all. */
export const EMAIL_LINKS_PER_MINUTE = 1;
export const EMAIL_LINKS_PER_HOUR = 5;

interface Account {
  id: number;
  first_name: string;
  email: string;
  pending_email: string | null;
  verified: boolean;
  language: string | null;
}

/**
 * Confirmed addresses: the link mailed at sign-up (and again on request), and the change of
 * address from the profile, which takes effect only when the new address's link is followed.
 * Links are single-use and stored as their SHA-256; a link is good only for the address the
 * account has (sign-up) or is changing to (change), so an old link cannot bring an old address back.
 */
@Injectable()
export class EmailVerificationService extends EmailChangeConfirmer {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly sessions: SessionCache,
    private readonly mail: MailService,
    private readonly reads: ReadRouting,
  ) {
    super();
  }

  private account(em: EntityManager, userId: number, lock = false): Promise<Account | undefined> {
    return sqlOne<Account>(
      em,
      `select id, first_name, email, pending_email, email_verified_at is not null as verified, language from users where id = ?${lock ? ' for update' : ''}`,
      [userId],
    );
  }

  /** The sign-up mail: a link confirming the address the member signed up with. */
  async sendSignUpLink(userId: number): Promise<void> {
    const account = await this.account(this.em, userId);
    if (account) {
      await this.mailLink(this.em, account, account.email, 'welcome');
    }
  }

  /**
   * Mails the link again: to the pending new address if there is one, else to the unconfirmed
   * current one; 409 when there is nothing to confirm, 429 (with Retry-After) past the limits.
   */
  async resend(me: AuthUser): Promise<string> {
    return this.em.transactional(async (em) => {
      const account = (await this.account(em, me.id, true))!;
      const to = account.pending_email ?? (account.verified ? null : account.email);
      if (!to) {
        throw new ConflictException(EMAIL_MSG.alreadyConfirmed);
      }
      await this.assertMayMail(em, me.id, to);
      await this.mailLink(em, account, to, to === account.email ? 'again' : 'change');
      return to;
    });
  }

  /**
   * The profile asked for `newEmail`: it becomes pending (earlier change links stop working), its
   * link goes to it and a notice to the current address. The current address itself cancels a
   * pending change.
   */
  async requestChange(userId: number, newEmail: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const account = (await this.account(em, userId, true))!;
      const email = newEmail.toLowerCase();
      if (email === account.email || email === account.pending_email) {
        if (email === account.email && account.pending_email !== null) {
          await sql(em, 'update users set pending_email = null, updated_at = now() where id = ?', [userId]);
          await this.voidLinks(em, userId, account.email);
        }
        if (email === account.email) {
          return;
        }
      }
      await this.assertMayMail(em, userId, email);
      await sql(em, 'update users set pending_email = ?, updated_at = now() where id = ?', [email, userId]);
      await this.voidLinks(em, userId, account.email);
      await this.mailLink(em, account, email, 'change');
      await this.queue.add('mail.send', await changeNotice(account, email, this.config.publicUrl));
    });
  }

  /**
   * Follows a mailed link: confirms the account's address, or swaps in the new one (409 when
   * another account took it meanwhile). 404 for a link unknown, used, expired or superseded.
   */
  async verify(token: string): Promise<EmailVerifiedDto> {
    const seen = this.sessions.notificationCount();
    const confirmed = await this.em.transactional(async (em) => {
      const link = await sqlOne<{ user_id: number; email: string }>(
        em,
        'update email_verifications set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id, email',
        [sha256(token)],
      );
      const account = link && (await this.account(em, link.user_id, true));
      if (!link || !account || (link.email !== account.email && link.email !== account.pending_email)) {
        throw new NotFoundException(EMAIL_MSG.invalidLink);
      }
      if (link.email === account.email) {
        await sql(em, 'update users set email_verified_at = coalesce(email_verified_at, now()) where id = ?', [account.id]);
        return { userId: account.id, email: account.email };
      }
      if (await sqlOne(em, 'select 1 from users where email = ? and id <> ?', [link.email, account.id])) {
        throw new ConflictException(MSG.emailTaken);
      }
      await sql(em, 'update users set email = ?, pending_email = null, email_verified_at = now(), updated_at = now() where id = ?', [link.email, account.id]);
      // Every other link of the account was for an address it no longer has.
      await sql(em, 'update email_verifications set used_at = now() where user_id = ? and used_at is null', [account.id]);
      return { userId: account.id, email: link.email };
    }).catch((error: unknown) => {
      // Two accounts confirming the same new address at once: the unique index decides.
      throw isUniqueViolation(error) ? new ConflictException(MSG.emailTaken) : error;
    });
    // The access check keeps whether a member is confirmed: forget it here at once, and on the
    // other instances (the users trigger's notification) before answering.
    this.sessions.invalidateUser(confirmed.userId);
    await this.sessions.echo([`u:${confirmed.userId}`], seen);
    // A link followed from the mailbox shows it works: notification mail may go there again.
    await this.mail.clearBouncing(confirmed.email);
    // The link may be followed by a request without the member: their next reads must see it.
    await this.reads.wrote(confirmed.userId);
    return { message: EMAIL_MSG.confirmed, email: confirmed.email };
  }

  /** Unused links of the account for any address but `keep` stop working. */
  private async voidLinks(em: EntityManager, userId: number, keep: string): Promise<void> {
    await sql(em, 'update email_verifications set used_at = now() where user_id = ? and used_at is null and email <> ?', [userId, keep]);
  }

  /** 429 when `to` was mailed a link of the account in the last minute, or the account five in the last hour. */
  private async assertMayMail(em: EntityManager, userId: number, to: string): Promise<void> {
    const recent = await sqlOne<{ minute: number; hour: number; minute_wait: number; hour_wait: number }>(
      em,
      `select count(*) filter (where email = ? and created_at > now() - interval '1 minute')::int as minute, count(*)::int as hour,
              coalesce(extract(epoch from max(created_at) filter (where email = ?) + interval '1 minute' - now()), 0)::float8 as minute_wait,
              coalesce(extract(epoch from min(created_at) + interval '1 hour' - now()), 0)::float8 as hour_wait
         from email_verifications where user_id = ? and created_at > now() - interval '1 hour'`,
      [to, to, userId],
    );
    if (recent!.minute >= EMAIL_LINKS_PER_MINUTE) {
      throw new TooManyRequestsException(EMAIL_MSG.resendTooSoon, recent!.minute_wait);
    }
    if (recent!.hour >= EMAIL_LINKS_PER_HOUR) {
      throw new TooManyRequestsException(EMAIL_MSG.resendTooOften, recent!.hour_wait);
    }
  }

  /** Stores a new link's hash (in `em`'s transaction) and queues its mail. */
  private async mailLink(em: EntityManager, account: Account, to: string, kind: LinkKind): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await sql(em, 'insert into email_verifications (user_id, email, token_hash, expires_at) values (?, ?, ?, now() + make_interval(hours => ?))', [
      account.id,
      to,
      sha256(token),
      EMAIL_LINK_TTL_HOURS,
    ]);
    await this.queue.add('mail.send', await linkMail(account, to, `${this.config.publicUrl}/verify-email/${token}`, kind));
  }
}

type LinkKind = 'welcome' | 'again' | 'change';

async function linkMail(account: Account, to: string, link: string, kind: LinkKind) {
  const language = languageOf(account.language);
  const t = translator(language);
  const intro =
    kind === 'change'
      ? t('verify.introChange', { email: to })
      : kind === 'welcome'
        ? t('verify.introWelcome')
        : t('verify.introAgain');
  const mail = await renderMail({
    language,
    subject: kind === 'change' ? t('verify.subjectChange') : t('verify.subject'),
    greeting: t('mail.greeting', { name: account.first_name }),
    blocks: [
      { paragraph: intro },
      { paragraph: t('verify.open', { hours: EMAIL_LINK_TTL_HOURS }) },
      { button: { label: t('verify.button'), href: link } },
      { note: kind === 'change' ? t('verify.afterChange') : t('verify.afterWelcome') },
    ],
  });
  return { to, ...mail };
}

/** To the current address: it is about to be replaced, and what to do if that was not the member. */
async function changeNotice(account: Account, newEmail: string, publicUrl: string) {
  const language = languageOf(account.language);
  const t = translator(language);
  const mail = await renderMail({
    language,
    subject: t('change.subject'),
    greeting: t('mail.greeting', { name: account.first_name }),
    blocks: [
      { paragraph: t('change.text', { email: newEmail }) },
      { paragraph: t('change.notYou') },
      { button: { label: t('change.button'), href: `${publicUrl}/forgot-password` } },
    ],
  });
  return { to: account.email, ...mail };
}
