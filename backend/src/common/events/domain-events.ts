import { EventEmitter } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';

/**
 * Events between domains, typed once. A domain emits what happened; others listen. No domain
 * reaches into another's internals to react to it.
 */
export interface DomainEventMap {
  /** A socket of the member connected (listeners act only when presence changes). */
  'user.connected': { user: AuthUser };
  /** The member's last socket disconnected. */
  'user.disconnected': { userId: number };
  /** A moderator banned the member: their sockets are dropped. */
  'user.banned': { userId: number };
  /** The member chose a status with POST /auth/status (committed). */
  'user.status_changed': { userId: number; status: 'online' | 'away' | 'offline' };
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
}

type Listener<K extends keyof DomainEventMap> = (payload: DomainEventMap[K]) => unknown;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly bus = new EventEmitter({ captureRejections: false });

  /** Listeners run after the current tick; a failing listener is logged, never thrown back. */
  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    setImmediate(() => this.bus.emit(name, payload));
  }

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    this.bus.on(name, (payload: DomainEventMap[K]) => {
      Promise.resolve()
        .then(() => listener(payload))
        .catch((error: unknown) => this.logger.error(`${name} listener failed: ${String(error)}`));
    });
  }
}
