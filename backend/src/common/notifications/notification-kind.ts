import type { NotificationType } from '../../realtime/socket-events';
import type { DomainEventMap, DomainEvents } from '../outbox/domain-events';
import type { NotificationJob } from './notification-job';

/**
 * When a notification of one type is written, and what it is about, as SQL over `me` (the
 * recipient) and `actor`: the rows that must still exist (`joins`, with `params` from the job),
 * the subject and context they name, and the key that makes it unique.
 */
export interface NotificationRule {
  joins: string;
  /** SQL: subject type and id (both null for none). */
  subject: [type: string, id: string];
  /** SQL: context type and id (both null for none). */
  context?: [type: string, id: string];
  key: string;
  params: (job: NotificationJob) => unknown[];
  /** The member is told of something about their own row (a reminder): actor and recipient are one. */
  self?: boolean;
  /** SQL over the notification `n`, for a type that asks something: where it stands now (NotificationState). */
  state?: string;
}

/** One notification to write: the job without its type and time (the declaration and the event give them). */
export type NotificationOf = Omit<NotificationJob, 'type' | 'at'>;

/**
 * A notification type as its domain declares it (in its descriptor, `modules/<domain>/index.ts`):
 * the outbox event that raises it, who hears of it, and its rule. The notifications domain
 * subscribes every declaration and refuses to start when a type has none or two.
 */
export interface NotificationDeclaration {
  type: NotificationType;
  rule: NotificationRule;
  /** Listens to the raising event; `deliver` writes each notification (at least once, deduplicated by the rule's key). */
  subscribe(events: DomainEvents, deliver: (job: NotificationJob) => Promise<void>): void;
}

/** Declares `type`, raised by event `on`: `recipients` says who hears of it (none: not this type). */
export function notification<K extends keyof DomainEventMap>(
  type: NotificationType,
  on: K,
  recipients: (event: DomainEventMap[K]) => NotificationOf | readonly NotificationOf[] | null,
  rule: NotificationRule,
): NotificationDeclaration {
  return {
    type,
    rule,
    subscribe(events, deliver) {
      events.on(on, async (event, { at }) => {
        const found = recipients(event);
        const each = found === null ? [] : 'recipientId' in found ? [found] : found;
        // Nobody is notified of what they did themselves, reminders aside.
        const wanted = each.filter((one) => rule.self || one.recipientId !== one.actorId);
        await Promise.all(wanted.map((one) => deliver({ ...one, type, at: at.toISOString() })));
      });
    },
  };
}
