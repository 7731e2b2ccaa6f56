import { userChannel, type ServerEvents } from '@plaza/sdk/realtime-events';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useAuth } from './auth/authContext';

export type { ServerEvents } from '@plaza/sdk/realtime-events';

export interface Realtime {
  /** True while the socket is connected. */
  connected: boolean;
  /**
   * How many times the server has acknowledged the subscription to each channel on this
   * connection: the first join, then every join again after a reconnect. An event sent to a
   * channel before that reached nobody, so views catch up when it moves (`useOnSynced`).
   */
  synced: Readonly<Record<string, number>>;
  /** Joins a private channel (shared between callers); returns the function that leaves it. */
  join(channel: string): () => void;
  /** Listens to a server event; returns the function that stops listening. */
  on<K extends keyof ServerEvents>(event: K, handler: (payload: ServerEvents[K]) => void): () => void;
  /** Tells the other participant of a joined chat that I am typing. */
  typing(chatId: number): void;
}

/** Without a signed-in member (or in tests) nothing is connected and nothing arrives. */
export const offlineRealtime: Realtime = {
  connected: false,
  synced: {},
  join: () => () => undefined,
  on: () => () => undefined,
  typing: () => undefined,
};

export const RealtimeContext = createContext<Realtime>(offlineRealtime);

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}

/** Runs `handler` for each `event` while the component is mounted (the latest handler is used). */
export function useRealtimeEvent<K extends keyof ServerEvents>(event: K, handler: (payload: ServerEvents[K]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { on } = useRealtime();
  useEffect(() => on(event, (payload) => latest.current(payload)), [on, event]);
}

/** Joins `channel` while mounted (nothing when null). */
export function useChannel(channel: string | null): void {
  const { join } = useRealtime();
  useEffect(() => (channel ? join(channel) : undefined), [join, channel]);
}

/** The signed-in member's own channel, `private-user.{id}` (null for a visitor). */
export function useMyChannel(): string | null {
  const { isLoggedIn, user } = useAuth();
  return isLoggedIn && user ? userChannel(user.id) : null;
}

/**
 * Runs `catchUp` each time the server acknowledges the subscription to `channel` after this
 * component mounted: the first one after a page load, and each one after a reconnect. What the
 * component fetched before may lack an event sent in the meantime, which reached nobody; data
 * fetched once the channel is joined misses nothing, so a view mounted later fetches once.
 */
export function useOnSynced(channel: string | null, catchUp: () => void): void {
  const { synced } = useRealtime();
  const count = channel === null ? 0 : (synced[channel] ?? 0);
  const handled = useRef(count);
  const latest = useRef(catchUp);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(() => {
    const before = handled.current;
    handled.current = count;
    // A new connection (another member signed in) counts from 0 again.
    if (count > before) {
      latest.current();
    }
  }, [count]);
}
