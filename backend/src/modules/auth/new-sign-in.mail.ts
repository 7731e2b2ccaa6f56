import { EntityManager } from '@mikro-orm/postgresql';
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

export const NEW_SIGN_IN_SUBJECT = 'New sign-in to your Plaza account';

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
    const row = await sqlOne<{ email: string; first_name: string; user_agent: string | null; ip: string | null; created_at: Date | string }>(
      this.em,
      'select u.email, u.first_name, s.user_agent, s.ip, s.created_at from sessions s join users u on u.id = s.user_id where s.id = ?',
      [sessionId],
    );
    if (!row) {
      return;
    }
    const { browser, os } = describeDevice(row.user_agent);
    const details: [string, string][] = [
      ['Browser', browser],
      ['Operating system', os],
      ['IP address', row.ip ?? 'unknown'],
      ['Time', new Date(row.created_at).toUTCString()],
    ];
    const link = `${this.config.publicUrl}/settings/security`;
    const mail = await renderMail({
      subject: NEW_SIGN_IN_SUBJECT,
      preheader: `${browser} on ${os}: was this you?`,
      greeting: `Hello ${row.first_name},`,
      blocks: [
        { paragraph: 'Your Plaza account was just signed in to from a browser it had not been used from before:' },
        { facts: details },
        { paragraph: 'If this was you, there is nothing to do.' },
        { paragraph: 'If this was not you, sign out that session and change your password:' },
        { button: { label: 'Review your sessions', href: link } },
      ],
    });
    await this.queue.add('mail.send', { to: row.email, ...mail });
  }
}
