import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { dateTimeFormat, formatList, languageOf, translator, type Language, type Translate } from '../../../common/i18n/translate';
import { AppConfig } from '../../../config/app-config';
import { renderMail, type MailItem } from '../../../mail/template';
import { JobHandler } from '../../../queue/job-handler.decorator';
import { JobQueue } from '../../../queue/job-queue';
import type { MailJob } from '../../../queue/jobs';
import { CHAT_MESSAGE, MailPreferences, type MailTopic } from './mail-preferences';
import { describeItem, type MailedItemRow } from './mailed-items';
import type { DigestMemberJob, MailMemberJob } from './notification-mail.job';
import { NotificationMailRepository, type MailRecipient } from './notification-mail.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Per-event mail tells of what is at most this old; older unseen things wait for the digest. */
const EVENT_MAX_AGE_DAYS = 2;
/** Members handled per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 1000;

/**
 * Mail that brings members back: per-event mail (what a member has not seen in the app
 * MAIL_NOTIFY_DELAY_MINUTES after it came, of the kinds they chose, batched into one mail) and
 * the digest (daily or weekly, at their local morning, of what they missed while away). Each
 * notification or message is mailed at most once (notification_mailings); quiet hours hold both.
 */
@Injectable()
export class NotificationMailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NotificationMail');
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly repository: NotificationMailRepository,
    private readonly preferences: MailPreferences,
    private readonly links: UnsubscribeLinks,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role !== 'api') {
      this.schedule(1);
    }
  }

  onModuleDestroy(): void {
    clearTimeout(this.retry);
  }

  /**
   * Not awaited: with Redis unreachable, start-up must not wait for it; a failure is tried again
   * (backing off to a minute) rather than leaving mail off until the next start. 0 stops a sweep
   * (removes the scheduler an earlier start left in Redis).
   */
  private schedule(attempt: number): void {
    Promise.all([
      this.queue.every('notifications.mail-sweep', {}, this.config.mailNotifySweepSeconds * 1000),
      this.queue.every('notifications.digest-sweep', {}, this.config.mailDigestCheckMinutes * 60_000),
    ]).catch((error: unknown) => {
      const delay = Math.min(60_000, 1000 * 2 ** attempt);
      this.logger.warn(`Notification mail not scheduled yet (${String(error)}); trying again in ${delay / 1000} s`);
      this.retry = setTimeout(() => this.schedule(attempt + 1), delay);
      this.retry.unref();
    });
  }

  /** Queues a mail job for each member with something unseen past the delay; named so a sweep that finds nothing new adds nothing. */
  @JobHandler('notifications.mail-sweep')
  async sweep(): Promise<void> {
    const due = await this.repository.dueMembers(this.config.mailNotifyDelayMinutes, EVENT_MAX_AGE_DAYS, SWEEP_BATCH);
    for (const { user_id, last_notification, last_message } of due) {
      await this.queue.add(
        'notifications.mail-member',
        { userId: user_id },
        { jobId: `mail-member-${user_id}-${last_notification}-${last_message}` },
      );
    }
  }

  /**
   * One mail of everything the member has not seen and was not mailed, of the kinds they want
   * by mail, once the oldest waited the delay (the member is away); held during quiet hours.
   */
  @JobHandler('notifications.mail-member')
  async mailMember({ userId }: MailMemberJob): Promise<void> {
    if (
      await this.heldForQuietHours(userId, (until) =>
        this.queue.add(
          'notifications.mail-member',
          { userId },
          { jobId: `mail-member-${userId}-quiet-${until.getTime()}`, delayMs: until.getTime() - Date.now() },
        ),
      )
    ) {
      return;
    }
    const member = await this.repository.recipient(userId);
    if (!member) {
      return;
    }
    const wanted = await this.wanted(userId, await this.repository.unseen(userId, EVENT_MAX_AGE_DAYS));
    const waited = Date.now() - this.config.mailNotifyDelayMinutes * 60_000;
    if (!wanted.some((item) => new Date(item.created_at).getTime() <= waited)) {
      return;
    }
    const items = await this.repository.record(userId, wanted, 'event');
    if (!items.length) {
      return;
    }
    await this.queue.add('mail.send', await this.eventMail(member, items), {
      jobId: `mail-event-${userId}-${items[0].kind}-${items[0].id}`,
    });
  }

  /** Claims the members whose digest is due (their local morning) and queues one job each. */
  @JobHandler('notifications.digest-sweep')
  async digestSweep(): Promise<void> {
    const claimed = await this.repository.claimDigests(
      this.config.mailDigestHour,
      this.config.mailDigestWeekday,
      SWEEP_BATCH,
    );
    const day = new Date().toISOString().slice(0, 10);
    for (const { user_id, frequency } of claimed) {
      await this.queue.add(
        'notifications.digest-member',
        { userId: user_id, frequency },
        { jobId: `digest-${user_id}-${day}` },
      );
    }
  }

  /** The digest: what the member has not seen and was not mailed during the period; none when that is nothing. */
  @JobHandler('notifications.digest-member')
  async mailDigest(job: DigestMemberJob): Promise<void> {
    const { userId } = job;
    if (
      await this.heldForQuietHours(userId, (until) =>
        this.queue.add('notifications.digest-member', job, {
          jobId: `digest-${userId}-quiet-${until.getTime()}`,
          delayMs: until.getTime() - Date.now(),
        }),
      )
    ) {
      return;
    }
    const member = await this.repository.recipient(userId);
    if (!member) {
      return;
    }
    const unseen = await this.repository.unseen(userId, job.frequency === 'daily' ? 2 : 8);
    const items = await this.repository.record(userId, unseen, 'digest');
    if (!items.length) {
      return;
    }
    await this.queue.add('mail.send', await this.digestMail(member, items, job.frequency), {
      jobId: `mail-digest-${userId}-${items[0].kind}-${items[0].id}`,
    });
  }

  /** During the member's quiet hours, `hold` queues the job again for when they end. */
  private async heldForQuietHours(userId: number, hold: (until: Date) => Promise<void>): Promise<boolean> {
    const until = await this.preferences.quietUntil(userId, new Date());
    if (!until) {
      return false;
    }
    await hold(until);
    return true;
  }

  private async wanted(userId: number, items: readonly MailedItemRow[]): Promise<MailedItemRow[]> {
    const types = [...new Set(items.map((i) => i.type))];
    const wants = new Map(
      await Promise.all(
        types.map(async (type) => [type, await this.preferences.wants(userId, type, 'email')] as const),
      ),
    );
    return items.filter((i) => wants.get(i.type));
  }

  /** Dates as the member reads them: their language and time zone, named ("Fri 27 Nov, 18:30 CET"). */
  private async dates(userId: number, language: Language): Promise<Intl.DateTimeFormat> {
    return dateTimeFormat(language, await this.preferences.timeZone(userId));
  }

  private mailItem(row: MailedItemRow, dates: Intl.DateTimeFormat, t: Translate): MailItem {
    const { text, quote, button, path } = describeItem(row, t);
    return {
      actor: row.actor_name,
      text,
      quote,
      when: dates.format(new Date(row.created_at)),
      link: { label: button, href: `${this.config.publicUrl}${path}` },
    };
  }

  private async eventMail(member: MailRecipient, items: readonly MailedItemRow[]): Promise<MailJob> {
    const language = languageOf(member.language);
    const t = translator(language);
    const dates = await this.dates(member.id, language);
    const messages = items.filter((i) => i.type === CHAT_MESSAGE).length;
    const first = describeItem(items[0], t);
    const subject =
      items.length === 1
        ? `${items[0].actor_name} ${first.text}`
        : messages === items.length
          ? t('event.subjectMessages', { count: messages })
          : t('event.subjectNotifications', { count: items.length });
    const topic: MailTopic = { kinds: [...new Set(items.map((i) => this.preferences.kindOf(i.type)))] };
    const single = items.length === 1 ? first : undefined;
    const names = items.map((i) => i.actor_name).filter((n, k, all) => all.indexOf(n) === k);
    const mail = await renderMail({
      language,
      subject,
      preheader: items.length === 1 ? (first.quote ?? subject) : t('event.preheader', { names: formatList(language, names) }),
      greeting: t('mail.greeting', { name: member.first_name }),
      blocks: [
        { paragraph: items.length === 1 ? t('event.introOne') : t('event.introMany', { count: items.length }) },
        { items: items.map((i) => this.mailItem(i, dates, t)) },
        {
          button: single
            ? { label: single.button, href: `${this.config.publicUrl}${single.path}` }
            : messages === items.length
              ? { label: t('event.openChats'), href: `${this.config.publicUrl}/show_chat` }
              : { label: t('event.openPlaza'), href: `${this.config.publicUrl}/notifications` },
        },
      ],
      footer: this.footer(member.id, topic, t('event.reason'), t),
    });
    return { to: member.email, ...mail, headers: this.links.headers(member.id, topic), notification: true };
  }

  private async digestMail(
    member: MailRecipient,
    items: readonly MailedItemRow[],
    frequency: 'daily' | 'weekly',
  ): Promise<MailJob> {
    const language = languageOf(member.language);
    const t = translator(language);
    const dates = await this.dates(member.id, language);
    const messages = items.filter((i) => i.type === CHAT_MESSAGE);
    const others = items.filter((i) => i.type !== CHAT_MESSAGE);
    const topic: MailTopic = { digest: true };
    const daily = frequency === 'daily';
    const counts = [
      ...(messages.length ? [t('digest.messages', { count: messages.length })] : []),
      ...(others.length ? [t('digest.notifications', { count: others.length })] : []),
    ];
    const mail = await renderMail({
      language,
      subject: t(daily ? 'digest.subjectDaily' : 'digest.subjectWeekly', { count: items.length }),
      preheader:
        counts.length === 2 ? t('digest.both', { messages: counts[0], notifications: counts[1] }) : counts.join(''),
      greeting: t('mail.greeting', { name: member.first_name }),
      blocks: [
        { paragraph: t(daily ? 'digest.introDaily' : 'digest.introWeekly') },
        ...(messages.length
          ? [
              {
                heading: t('digest.unreadMessages', { count: messages.length }),
                items: messages.map((i) => this.mailItem(i, dates, t)),
              },
            ]
          : []),
        ...(others.length
          ? [
              {
                heading: t('digest.notifications', { count: others.length }),
                items: others.map((i) => this.mailItem(i, dates, t)),
              },
            ]
          : []),
        { button: { label: t('digest.button'), href: `${this.config.publicUrl}/notifications` } },
      ],
      footer: this.footer(member.id, topic, t(daily ? 'digest.reasonDaily' : 'digest.reasonWeekly'), t),
    });
    return { to: member.email, ...mail, headers: this.links.headers(member.id, topic), notification: true };
  }

  private footer(userId: number, topic: MailTopic, reason: string, t: Translate) {
    return {
      reason,
      unsubscribe: {
        label: 'digest' in topic ? t('footer.stopDigests') : t('footer.stopEmails'),
        href: this.links.url(userId, topic),
      },
      preferences: { label: t('footer.preferences'), href: this.links.preferencesUrl },
    };
  }
}
