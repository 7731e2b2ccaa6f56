import { Agent } from 'node:https';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import { guardedLookup, isAllowedHost, isPrivateLiteral } from '../../../common/http/ssrf-guard';
import { AppConfig } from '../../../config/app-config';
import type { PushDeliverJob } from './push.job';
import type { PushSubscriptionRow } from './push-subscriptions.repository';

export type DeliveryOutcome = 'sent' | 'gone' | 'refused';

/** Longest wait for a push service's answer. */
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) to one subscription with VAPID (RFC 8292),
 * through `web-push`. The connection is guarded like the favicon fetcher's: a push service must
 * be public unless its host is in PUSH_ALLOW_HOSTS; its certificate is checked as Node checks any.
 */
@Injectable()
export class PushSender implements OnApplicationShutdown {
  private readonly allowed: Set<string>;
  private readonly publicAgent = new Agent({ keepAlive: true, lookup: guardedLookup(false) });
  private readonly allowedAgent = new Agent({ keepAlive: true, lookup: guardedLookup(true) });

  constructor(private readonly config: AppConfig) {
    this.allowed = new Set(config.push.allowHosts);
  }

  /** Whether a subscription's endpoint may be reached at all (https; no private address unless allowed). */
  permits(endpoint: URL): boolean {
    return endpoint.protocol === 'https:' && !isPrivateLiteral(this.allowed, endpoint);
  }

  /** 'gone': the push service no longer knows the subscription (404, 410); other failures throw (the job retries). */
  async send(subscription: PushSubscriptionRow, job: PushDeliverJob): Promise<DeliveryOutcome> {
    const endpoint = new URL(subscription.endpoint);
    if (!this.permits(endpoint)) {
      return 'refused';
    }
    const { vapidPublicKey, vapidPrivateKey, vapidSubject, ttlSeconds } = this.config.push;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(job.payload),
        {
          vapidDetails: { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
          TTL: ttlSeconds,
          urgency: job.urgency,
          ...(job.topic ? { topic: job.topic } : {}),
          contentEncoding: 'aes128gcm',
          agent: isAllowedHost(this.allowed, endpoint) ? this.allowedAgent : this.publicAgent,
          timeout: TIMEOUT_MS,
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone';
      }
      throw new Error(`push to ${endpoint.host} failed: ${error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error)}`, { cause: error });
    }
  }

  onApplicationShutdown(): void {
    this.publicAgent.destroy();
    this.allowedAgent.destroy();
  }
}
