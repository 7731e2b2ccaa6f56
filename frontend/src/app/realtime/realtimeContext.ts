import type { ServerEvents } from '@plaza/sdk/src/realtime-events';
import { createContext, useContext, useEffect, useRef } from 'react';

export type { ServerEvents } from '@plaza/sdk/src/realtime-events';

export interface Realtime {
  /** True while the socket is connected. */
  connected: boolean;
  /**
   * Increases on every reconnection after the first connection: views whose data may have
   * missed events meanwhile refetch when it changes (e.g. a chat fills its gap with after_id).
   */
  reconnects: number;
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
  reconnects: 0,
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
  const realtime = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload)), [realtime, event]);
}

/** Joins `channel` while mounted (nothing when null). */
export function useChannel(channel: string | null): void {
  const realtime = useRealtime();
  useEffect(() => (channel ? realtime.join(channel) : undefined), [realtime, channel]);
}
