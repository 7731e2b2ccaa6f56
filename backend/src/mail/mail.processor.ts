import { Injectable } from '@nestjs/common';
import { JobHandler } from '../queue/job-handler.decorator';
import type { MailJob } from '../queue/jobs';
import { MailService } from './mail.service';

/** The `mail` queue's processor: the same class under BullMQ and the inline driver. */
@Injectable()
export class MailProcessor {
  constructor(private readonly mail: MailService) {}

  @JobHandler('mail.send')
  async send(job: MailJob): Promise<void> {
    await this.mail.send(job);
  }
}
