import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/outbox/domain-events';
import { RealtimeService } from './realtime.service';

/** The Socket.IO room every socket of one session joins. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Why a connection is closed: its session ended, or its access token expired. */
export type SessionCloseReason = 'ended' | 'expired';

/** Event name, between instances, of sessions that ended (see `SessionConnections`). */
export const SESSIONS_ENDED = 'plaza:sessions.ended';

/**
 * A realtime connection lives no longer than its session: `track(sessionId, expiresAt, close)` closes
 * it when its token expires or the session ends on any instance (Socket.IO also via `session:<id>`).
 */
@Injectable()
export class SessionConnections implements OnModuleInit, OnApplicationShutdown {
  private readonly bySession = new Map<string, Set<Tracked>>();

  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.events.on('session.ended', ({ sessionIds }) => {
      this.closeLocal(sessionIds, 'ended');
      this.realtime.endSessions(sessionIds.map(sessionRoom), SESSIONS_ENDED, sessionIds);
    });
  }

  /**
   * Registers a connection of `sessionId` opened with an access token expiring at `expiresAt`
   * (epoch ms). Returns the function to call when the connection closes by itself.
   */
  track(sessionId: string, expiresAt: number, close: (reason: SessionCloseReason) => void): () => void {
    const tracked: Tracked = { close, timer: undefined };
    const untrack = () => {
      clearTimeout(tracked.timer);
      const set = this.bySession.get(sessionId);
      set?.delete(tracked);
      if (set?.size === 0) {
        this.bySession.delete(sessionId);
      }
    };
    tracked.close = (reason) => {
      untrack();
      close(reason);
    };
    // setTimeout holds at most ~24.8 days; tokens are minutes long.
    tracked.timer = setTimeout(() => tracked.close('expired'), Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
    tracked.timer.unref();
    const set = this.bySession.get(sessionId) ?? new Set<Tracked>();
    set.add(tracked);
    this.bySession.set(sessionId, set);
    return untrack;
  }

  /** Closes this instance's connections of the given sessions (other instances hear of it too). */
  closeLocal(sessionIds: readonly string[], reason: SessionCloseReason): void {
    for (const id of sessionIds) {
      for (const tracked of [...(this.bySession.get(id) ?? [])]) {
        tracked.close(reason);
      }
    }
  }

  onApplicationShutdown(): void {
    for (const set of this.bySession.values()) {
      set.forEach((t) => clearTimeout(t.timer));
    }
    this.bySession.clear();
  }
}

interface Tracked {
  close: (reason: SessionCloseReason) => void;
  timer: NodeJS.Timeout | undefined;
}
