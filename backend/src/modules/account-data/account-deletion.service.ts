import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { verifyPassword } from '../../common/auth/passwords';
import { ValidationFailedException } from '../../common/errors/validation';
import { toIsoOrNull } from '../../common/time/timestamps';
import { ACCOUNT_DATA_MSG, MSG, TWO_FACTOR_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { languageOf, mailDate, translator } from '../../common/i18n/translate';
import { renderMail } from '../../mail/template';
import { JobQueue } from '../../queue/job-queue';
import { TwoFactorService } from '../auth';
import type { AccountDeletionDto, ScheduleDeletionDto } from './dto/account-data.dto';

/** A date as the mail says it: `2026-12-16 10:00 UTC`. */

/**
 * A member's request to delete their account: confirmed with their password (and their second
 * factor when they have one), erased after ACCOUNT_DELETION_GRACE_DAYS unless they cancel; and a
 * moderator's deletion at once (the admin domain's audited action calls `eraseNow`).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async schedule(me: AuthUser, dto: ScheduleDeletionDto): Promise<AccountDeletionDto> {
    const user = await sqlOne<{
      password_hash: string;
      email: string;
      first_name: string;
      language: string | null;
      two_factor_enabled: boolean;
    }>(
      this.em,
      'select password_hash, email, first_name, language, two_factor_enabled from users where id = ?',
      [me.id],
    );
    if (!user || !(await verifyPassword(user.password_hash, dto.password))) {
      throw ValidationFailedException.field('password', MSG.currentPassword);
    }
    // With an authenticator app on, its code (or a recovery code) too, counted as the sign-in's are.
    if (user.two_factor_enabled) {
      if (!dto.code) {
        throw ValidationFailedException.field('code', TWO_FACTOR_MSG.codeRequired);
      }
      await this.twoFactor.requireCode(me.id, dto.code);
    }
    const row = await sqlOne<{ deletion_scheduled_at: Date }>(
      this.em,
      `update users set deletion_scheduled_at = now() + make_interval(days => ?), deletion_requested_by = null, updated_at = now()
        where id = ? and deletion_scheduled_at is null returning deletion_scheduled_at`,
      [this.config.accountDeletionGraceDays, me.id],
    );
    if (!row) {
      throw new ConflictException(ACCOUNT_DATA_MSG.alreadyScheduled);
    }
    const when = new Date(row.deletion_scheduled_at);
    const page = `${this.config.publicUrl}/settings/security`;
    const language = languageOf(user.language);
    const t = translator(language);
    const mail = await renderMail({
      language,
      subject: t('deletion.subject'),
      greeting: t('mail.greeting', { name: user.first_name }),
      blocks: [
        { paragraph: t('deletion.when', { date: mailDate(language, when) }) },
        { paragraph: t('deletion.until') },
        { button: { label: t('deletion.button'), href: page } },
        { note: t('deletion.note') },
      ],
    });
    await this.queue.add('mail.send', { to: user.email, ...mail });
    if (this.config.accountDeletionGraceDays === 0) {
      await this.eraseSoon(me.id);
    }
    return { deletion_scheduled_at: toIsoOrNull(when) };
  }

  async cancel(me: AuthUser): Promise<AccountDeletionDto> {
    const rows = await sql(
      this.em,
      'update users set deletion_scheduled_at = null, deletion_requested_by = null, updated_at = now() where id = ? and deletion_scheduled_at is not null and deleted_at is null returning id',
      [me.id],
    );
    if (!rows.length) {
      throw new ConflictException(ACCOUNT_DATA_MSG.notScheduled);
    }
    return { deletion_scheduled_at: null };
  }

  /**
   * A moderator's deletion, in their transaction `tx` (with its audit-log line): access ends at
   * once and the erasure is queued once `tx` commits (call `eraseSoon` then).
   */
  async markDeletedNow(tx: EntityManager, userId: number, actorId: number): Promise<{ deletion_scheduled_at: Date | null }> {
    const before = await sqlOne<{ deletion_scheduled_at: Date | null }>(tx, 'select deletion_scheduled_at from users where id = ?', [userId]);
    await sql(tx, 'update users set deletion_scheduled_at = now(), deletion_requested_by = ?, deleted_at = coalesce(deleted_at, now()), is_online = false where id = ?', [
      actorId,
      userId,
    ]);
    return { deletion_scheduled_at: before?.deletion_scheduled_at ?? null };
  }

  /** Queues the erasure of a member whose deletion is due. */
  eraseSoon(userId: number): Promise<void> {
    return this.queue.add('accounts.erase', { userId });
  }
}
