import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import type { MailJob } from '../queue/jobs';

/**
 * Sends mail through SMTP_URL, or, when it is unset, writes each message as an `.eml` file under
 * DATA_DIR/mail: a newcomer opens the file to follow a password-reset link.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outbox?: string;

  constructor(private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'mail');
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: MailJob): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, ...mail })) as {
      messageId: string;
      message?: Buffer;
    };
    if (this.outbox && info.message) {
      await mkdir(this.outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(this.outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message);
      this.logger.log(`Mail to ${mail.to} written to ${file}`);
    }
  }
}
