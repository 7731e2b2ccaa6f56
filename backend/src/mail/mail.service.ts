import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { sql, sqlOne } from '../database/sql';
import type { MailJob } from '../queue/jobs';

/** What nodemailer's SMTP transport answers (or throws) about a message. */
interface SendResult {
  messageId: string;
  message?: Buffer;
  rejected?: (string | { address: string })[];
  rejectedErrors?: { response?: string }[];
}

/** A permanent refusal: an SMTP 5xx reply (the address does not exist, the mailbox is disabled). */
const permanent = (error: unknown): error is { responseCode: number; response?: string; message: string } => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends mail through SMTP_URL, or, when it is unset, writes each message as an `.eml` file under
 * DATA_DIR/mail: a newcomer opens the file to follow a password-reset link. An address the server
 * refuses for good is remembered as bouncing (`mail_bounces`): notification mail stops going there.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outbox?: string;

  constructor(
    private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'mail');
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: MailJob): Promise<void> {
    if (mail.notification && (await this.bouncing(mail.to))) {
      this.logger.log(`Notification mail to ${mail.to} not sent: the address bounces`);
      return;
    }
    const { notification: _, ...message } = mail;
    let info: SendResult;
    try {
      info = (await this.transport.sendMail({ from: this.config.mailFrom, ...message })) as SendResult;
    } catch (error) {
      if (permanent(error)) {
        // Retrying a 5xx gets the same answer: remember the address instead of failing the job.
        await this.markBouncing(mail.to, error.response ?? error.message);
        return;
      }
      throw error;
    }
    if (info.rejected?.length) {
      await this.markBouncing(mail.to, info.rejectedErrors?.[0]?.response ?? 'rejected');
    }
    if (this.outbox && info.message) {
      await mkdir(this.outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(this.outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message);
      this.logger.log(`Mail to ${mail.to} written to ${file}`);
    }
  }

  /** True when mail to `email` bounced for good (reported by the transport). */
  async bouncing(email: string): Promise<boolean> {
    return Boolean(await sqlOne(this.em.fork(), 'select 1 from mail_bounces where email = lower(?)', [email]));
  }

  async markBouncing(email: string, reason: string): Promise<void> {
    this.logger.warn(`Mail to ${email} bounced: ${reason}`);
    await sql(
      this.em.fork(),
      'insert into mail_bounces (email, reason) values (lower(?), left(?, 500)) on conflict (email) do update set reason = excluded.reason, bounced_at = now()',
      [email, reason],
    );
  }

  /** The address works again (its owner followed a link mailed to it). */
  async clearBouncing(email: string): Promise<void> {
    await sql(this.em.fork(), 'delete from mail_bounces where email = lower(?)', [email]);
  }
}
