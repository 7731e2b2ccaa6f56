import { Injectable } from '@nestjs/common';
import { LinkSigner } from '../../../common/auth/signed-links';
import { AppConfig } from '../../../config/app-config';
import type { MailTopic } from './mail-preferences';

/** The page where a member chooses what reaches them (the frontend's NOTIFICATION_SETTINGS_PATH). */
export const PREFERENCES_PATH = '/settings/notifications';

/** What an unsubscribe link's `t` parameter says: kinds separated by commas, or `digest`. */
export const topicParam = (topic: MailTopic): string =>
  'digest' in topic ? 'digest' : [...topic.kinds].sort().join(',');

export function parseTopic(param: unknown): MailTopic | undefined {
  if (typeof param !== 'string' || !/^[a-z_]{1,40}(,[a-z_]{1,40}){0,15}$/.test(param)) {
    return undefined;
  }
  return param === 'digest' ? { digest: true } : { kinds: param.split(',') };
}

/**
 * One-click unsubscribe links (RFC 8058): signed with the member and what they turn off, so they
 * work without signing in and cannot be altered to turn off another member's mail. They do not
 * expire: a mail read months later still unsubscribes.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly signer: LinkSigner;

  constructor(private readonly config: AppConfig) {
    this.signer = new LinkSigner(config.jwtSecret, 'mail-unsubscribe');
  }

  url(userId: number, topic: MailTopic): string {
    const t = topicParam(topic);
    return `${this.config.publicUrl}/api/mail/unsubscribe?u=${userId}&t=${encodeURIComponent(t)}&s=${this.signer.sign([userId, t])}`;
  }

  /** The member and topic of a link, when its signature holds. */
  verify(query: { u?: unknown; t?: unknown; s?: unknown }): { userId: number; topic: MailTopic } | undefined {
    const userId = Number(query.u);
    const topic = parseTopic(query.t);
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      !topic ||
      !this.signer.verify([userId, query.t as string], query.s)
    ) {
      return undefined;
    }
    return { userId, topic };
  }

  /** The headers that let a mail client offer "Unsubscribe" and do it in one POST. */
  headers(userId: number, topic: MailTopic): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(userId, topic)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  get preferencesUrl(): string {
    return `${this.config.publicUrl}${PREFERENCES_PATH}`;
  }
}
