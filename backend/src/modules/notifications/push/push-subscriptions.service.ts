import { lookup } from 'node:dns/promises';
import { Injectable, NotFoundException } from '@nestjs/common';
import { isAllowedHost, isPrivateAddress } from '../../../common/http/ssrf-guard';
import { ValidationFailedException } from '../../../common/errors/validation';
import { toIso, toIsoOrNull } from '../../../common/time/timestamps';
import { NOTIFY_MSG } from '../../../common/validation/messages';
import { AppConfig } from '../../../config/app-config';
import type { CreatePushSubscriptionInput, PushSubscriptionDto } from './dto/push.dto';
import { PushSender } from './push-sender';
import { PushSubscriptionsRepository, type PushSubscriptionRow } from './push-subscriptions.repository';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url key of `length` bytes, else undefined. */
function keyBytes(text: string, length: number): Buffer | undefined {
  if (!BASE64URL.test(text)) {
    return undefined;
  }
  const bytes = Buffer.from(text.replace(/=+$/, ''), 'base64url');
  return bytes.length === length ? bytes : undefined;
}

function toDto(row: PushSubscriptionRow): PushSubscriptionDto {
  return {
    id: row.id,
    service: new URL(row.endpoint).host,
    user_agent: row.user_agent,
    created_at: toIso(row.created_at),
    last_sent_at: toIsoOrNull(row.last_sent_at),
  };
}

/** A member's devices subscribed to Web Push: checked (a public https push service, real keys), listed, removed. */
@Injectable()
export class PushSubscriptionsService {
  private readonly allowed: Set<string>;

  constructor(
    private readonly config: AppConfig,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
  ) {
    this.allowed = new Set(config.push.allowHosts);
  }

  publicKey(): { public_key: string } {
    return { public_key: this.config.push.vapidPublicKey };
  }

  async subscribe(userId: number, input: CreatePushSubscriptionInput, userAgent: string | undefined): Promise<PushSubscriptionDto> {
    const endpoint = await this.checkEndpoint(input.endpoint);
    const p256dh = keyBytes(input.keys.p256dh, 65);
    if (!p256dh || p256dh[0] !== 4 || !keyBytes(input.keys.auth, 16)) {
      throw ValidationFailedException.field('keys', NOTIFY_MSG.key);
    }
    const row = await this.subscriptions.save(userId, endpoint.toString(), input.keys.p256dh, input.keys.auth, userAgent?.slice(0, 255) ?? null);
    return toDto(row);
  }

  async list(userId: number): Promise<PushSubscriptionDto[]> {
    return (await this.subscriptions.list(userId)).map(toDto);
  }

  async unsubscribe(userId: number, id: number): Promise<void> {
    if (!(await this.subscriptions.deleteOwn(userId, id))) {
      throw new NotFoundException(NOTIFY_MSG.subscriptionNotFound);
    }
  }

  /** An https URL whose host is public (every address its name has now), or listed in PUSH_ALLOW_HOSTS. */
  private async checkEndpoint(text: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw ValidationFailedException.field('endpoint', NOTIFY_MSG.endpoint);
    }
    if (url.protocol !== 'https:' || url.username || url.password) {
      throw ValidationFailedException.field('endpoint', NOTIFY_MSG.endpoint);
    }
    if (!this.sender.permits(url)) {
      throw ValidationFailedException.field('endpoint', NOTIFY_MSG.endpointPrivate);
    }
    if (!isAllowedHost(this.allowed, url)) {
      // A name that does not resolve here may still be a push service (the send is guarded again).
      const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
      if (addresses.some((a) => isPrivateAddress(a.address))) {
        throw ValidationFailedException.field('endpoint', NOTIFY_MSG.endpointPrivate);
      }
    }
    return url;
  }
}
