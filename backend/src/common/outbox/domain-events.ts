import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { sql } from '../../database/sql';
import type { AuthUser } from '../auth/auth-user';

/** The PostgreSQL channel on which a committed outbox row wakes the workers (NOTIFY is sent at commit only). */
export const OUTBOX_CHANNEL = 'plaza_outbox';

/**
 * Events between domains, typed once. A domain emits what happened; others listen. No domain
 * reaches into another's internals to react to it.
 */
export interface DomainEventMap {
  /** A socket of the member connected (listeners act only when presence changes). */
  'user.connected': { user: AuthUser };
  /** The member's last socket disconnected. */
  'user.disconnected': { userId: number };
  /** A moderator banned the member: their sessions are revoked (each then ends with 'session.ended'). */
  'user.banned': { userId: number };
  /**
   * Sessions ended (logout, signed out from the security page, refresh-token reuse, password
   * change or reset, ban): every realtime connection of each is closed, on every instance.
   * Emitted after the revocation is committed.
   */
  'session.ended': { userId: number; sessionIds: string[]; reason: SessionEndReason };
  /** The member chose a status with POST /auth/status (committed). */
  'user.status_changed': { userId: number; status: 'online' | 'away' | 'offline' };
  /** A chat message was committed (emitted, not recorded: its push may be lost, the message never is). */
  'chat.message_sent': { chatId: number; messageId: number; senderId: number; recipientId: number; text: string; recipientUnseen: number };
  /** The member read messages: of one chat (`chatId`), or of all (null); `unseen` is what is left. */
  'chat.read': { userId: number; chatId: number | null; unseen: number };
  /** `fromId` asked `toId` to be friends. */
  'friendship.requested': { fromId: number; toId: number };
  /** `byId` accepted the request `requesterId` had sent. */
  'friendship.accepted': { byId: number; requesterId: number };
  /** The two are no longer friends (removed, declined, withdrawn or blocked). */
  'friendship.ended': { userIds: [number, number] };
  /** `blockerId` blocked `blockedId`. */
  'user.blocked': { blockerId: number; blockedId: number };
  /** `likerId` liked post `postId` of `authorId`. */
  'post.liked': { postId: number; likerId: number; authorId: number; excerpt: string };
  /** `commenterId` commented on post `postId` of `authorId`. */
  'post.commented': { postId: number; commentId: number; commenterId: number; authorId: number; excerpt: string };
  /** `ownerId` published listing `listingId` in `section` (committed). */
  'listing.published': { listingId: number; section: string; ownerId: number };
  /** The new listing matches a saved search of `userId` (once per listing and member). */
  'listing.matched': { listingId: number; section: string; ownerId: number; userId: number; savedSearchId: number; title: string };
  /** Listing `listingId` of `ownerId` expires at `expiresAt` (ISO 8601): time to renew it. */
  'listing.expiring': { listingId: number; section: string; ownerId: number; title: string; expiresAt: string };
  /** `likerId` liked item `id` (a blog post, picture or video) of `authorId`; `excerpt` is its title. */
  'content.liked': { kind: 'blog' | 'picture' | 'video'; id: number; likerId: number; authorId: number; excerpt: string };
  /** `commenterId` commented on item `id` of `authorId`; `excerpt` is the comment's start. */
  'content.commented': { kind: 'blog' | 'picture' | 'video'; id: number; commentId: number; commenterId: number; authorId: number; excerpt: string };
  /** `replierId` replied in forum thread `threadId`; `recipientIds` are its other participants (author and earlier repliers). */
  'forum.replied': { threadId: number; replyId: number; replierId: number; recipientIds: number[]; excerpt: string };
  /** `userId` answered going or interested to event `eventId` of `organizerId`; `excerpt` is its title. */
  'event.answered': { eventId: number; userId: number; organizerId: number; status: 'going' | 'interested'; excerpt: string };
  /** `ownerId` shared stored item `itemId` (a file or folder called `name`) with their friend `friendId`. */
  'storage.shared': { itemId: number; ownerId: number; friendId: number; name: string };
  /** A moderator removed content of kind `type` (committed): `rows` as they were, for the domain to delete its files. */
  'moderation.removed': { type: string; rows: Record<string, unknown>[] };
  /** Moderator `actorId` acted on member `userId` or their content (audit log `logId`); `description` says what. */
  'moderation.notice': { logId: number; actorId: number; userId: number; description: string };
  /** Moderator `actorId` resolved report case `caseId`; its reporters hear the outcome (`description`). */
  'moderation.resolved': { caseId: number; actorId: number; reporterIds: number[]; description: string };
  /** The data export `exportId` of `userId` is ready to download (committed with its status). */
  'export.ready': { exportId: number; userId: number };
}

/** Why a session ended ('revoked': the member signed it out from another session, the security page). */
export type SessionEndReason = 'logout' | 'revoked' | 'reuse' | 'password' | 'reset' | 'banned' | 'suspended' | 'deleted';

/** When the event happened (recorded events: when it was written, however late it is delivered). */
export interface EventContext {
  at: Date;
}

type Listener<K extends keyof DomainEventMap> = (payload: DomainEventMap[K], context: EventContext) => unknown;

/**
 * `emit`: after the commit, in this process, may be lost (presence, live refreshes); `record`: in the
 * change's transaction, through the outbox, at least once (notifications). Listeners serve both.
 * Why: docs/decisions.md#domain-events-and-the-outbox
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly listeners = new Map<keyof DomainEventMap, Listener<never>[]>();

  /** Listeners run after the current tick; a failing listener is logged, never thrown back. */
  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    const context = { at: new Date() };
    setImmediate(() => {
      for (const listener of this.of(name)) {
        Promise.resolve()
          .then(() => listener(payload as never, context))
          .catch((error: unknown) => this.logger.error(`${name} listener failed: ${String(error)}`));
      }
    });
  }

  /**
   * Writes the event to the outbox in `tx`'s transaction (call it inside `em.transactional` with
   * the change it reports, or as the change's only statement); workers are woken at the commit.
   */
  async record<K extends keyof DomainEventMap>(tx: EntityManager, name: K, payload: DomainEventMap[K]): Promise<void> {
    await sql(
      tx,
      `with r as (insert into outbox (event, payload) values (?, ?::jsonb) returning id) select pg_notify('${OUTBOX_CHANNEL}', '') from r`,
      [name, JSON.stringify(payload)],
    );
  }

  /** Runs every listener of `name` and waits for them; rejects when one failed (the outbox then retries). */
  async dispatch(name: string, payload: unknown, context: EventContext): Promise<void> {
    const results = await Promise.allSettled(
      this.of(name as keyof DomainEventMap).map((listener) => Promise.resolve().then(() => listener(payload as never, context))),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) {
      throw new Error(`${name}: ${failed.map((f) => String(f.reason)).join('; ')}`);
    }
  }

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...this.of(name), listener as Listener<never>]);
  }

  private of(name: keyof DomainEventMap): Listener<never>[] {
    return this.listeners.get(name) ?? [];
  }
}
