import { EntityManager } from '@mikro-orm/postgresql';
import { formatDateTime, languageOf, translator } from '../../common/i18n/translate';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { sqlOne } from '../../database/sql';
import { renderMail } from '../../mail/template';
import { JobHandler } from '../../queue/job-handler.decorator';
import { JobQueue } from '../../queue/job-queue';
import { describeDevice } from './device';

/** The `mail.new-sign-in` job: a session opened from a browser and OS its member never used before. */
export interface NewSignInJob {
  sessionId: string;
}

declare module '../../queue/jobs' {
  interface JobPayloads {
    'mail.new-sign-in': NewSignInJob;
  }
}

/** "Was this you?": mailed through the queue, never on the sign-in's own path. */
@Injectable()
export class NewSignInMail {
  private readonly logger = new Logger('NewSignIn');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** Queues the mail; a queue that cannot take it now (Redis down) costs the mail, not the sign-in. */
  async announce(sessionId: string): Promise<void> {
    try {
      await this.queue.add('mail.new-sign-in', { sessionId }, { jobId: `new-sign-in-${sessionId}` });
    } catch (error) {
      this.logger.warn(`New sign-in mail for session ${sessionId} not queued: ${(error as Error).message}`);
    }
  }

  @JobHandler('mail.new-sign-in')
  async send({ sessionId }: NewSignInJob): Promise<void> {
    const row = await sqlOne<{
      email: string;
      first_name: string;
      language: string | null;
      user_agent: string | null;
      ip: string | null;
      created_at: Date | string;
    }>(
      this.em,
      'select u.email, u.first_name, u.language, s.user_agent, s.ip, s.created_at from sessions s join users u on u.id = s.user_id where s.id = ?',
      [sessionId],
    );
    if (!row) {
      return;
    }
    const language = languageOf(row.language);
    const t = translator(language);
    const device = describeDevice(row.user_agent);
    const browser = device.browser === 'Unknown browser' ? t('signIn.unknownBrowser') : device.browser;
    const os = device.os === 'Unknown OS' ? t('signIn.unknownOs') : device.os;
    const details: [string, string][] = [
      [t('signIn.browser'), browser],
      [t('signIn.os'), os],
      [t('signIn.ip'), row.ip ?? t('signIn.unknown')],
      // English keeps the format its mail always had (tests and filters read it).
      [t('signIn.time'), language === 'en' ? new Date(row.created_at).toUTCString() : formatDateTime(language, new Date(row.created_at))],
    ];
    const link = `${this.config.publicUrl}/settings/security`;
    const mail = await renderMail({
      language,
      subject: t('signIn.subject'),
      preheader: t('signIn.preheader', { browser, os }),
      greeting: t('mail.greeting', { name: row.first_name }),
      blocks: [
        { paragraph: t('signIn.intro') },
        { facts: details },
        { paragraph: t('signIn.wasYou') },
        { paragraph: t('signIn.notYou') },
        { button: { label: t('signIn.button'), href: link } },
      ],
    });
    await this.queue.add('mail.send', { to: row.email, ...mail });
  }
}
