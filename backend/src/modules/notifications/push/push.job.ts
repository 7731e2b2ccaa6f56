import type { NotifiedAbout } from '../preferences/preference-kinds';

/** What a device shows (the service worker, frontend/public/sw.js, reads it). */
export interface PushNotificationPayload {
  kind: 'notification';
  title: string;
  body: string;
  /** The actor's avatar (absolute URL), else null. */
  icon: string | null;
  /** The page to open on click (absolute URL). */
  url: string;
  /** Notifications with one tag replace each other (a chat's messages are one notification). */
  tag: string;
  /** The app badge: unread notifications and unseen messages. */
  unread: number;
}

/** Closes the notifications of `tag` (or whose tag starts with `tag_prefix`): they were read elsewhere. */
export interface PushWithdrawalPayload {
  kind: 'withdraw';
  tag?: string;
  tag_prefix?: string;
  unread: number;
}

export type PushPayload = PushNotificationPayload | PushWithdrawalPayload;

/** One push to all of a member's devices, if they want it and once their quiet hours are over. */
export interface PushSendJob {
  userId: number;
  about: NotifiedAbout;
  message: Omit<PushNotificationPayload, 'kind' | 'unread'>;
  urgency: 'normal' | 'high';
  /** RFC 8030 Topic: a newer message of one topic replaces an undelivered older one at the push service. */
  topic: string;
}

export interface PushWithdrawJob {
  userId: number;
  tag?: string;
  tagPrefix?: string;
}

/** One encrypted message to one device (retried on its own, so one slow device delays no other). */
export interface PushDeliverJob {
  subscriptionId: number;
  payload: PushPayload;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
}

declare module '../../../queue/jobs' {
  interface JobPayloads {
    'push.send': PushSendJob;
    'push.withdraw': PushWithdrawJob;
    'push.deliver': PushDeliverJob;
  }
}

export const PUSH_JOBS = ['push.send', 'push.withdraw', 'push.deliver'] as const;
