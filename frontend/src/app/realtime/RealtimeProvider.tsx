import { AuthService, RealtimeService } from '@plaza/sdk';
import type { ServerEvents } from '@plaza/sdk/src/realtime-events';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../features/auth/authContext';
import { callApi, getSession } from '../../lib/api';
import { connectSocket, type RealtimeClient } from '../../lib/socket';
import { RealtimeContext, offlineRealtime, type Realtime } from './realtimeContext';

type Listeners = Record<string, (...args: never[]) => void>;

const authorize = (socketId: string, channel: string) =>
  callApi(() => RealtimeService.authorizeChannel({ requestBody: { socket_id: socketId, channel_name: channel } })).then((r) => r.auth);

/**
 * One Socket.IO connection per signed-in member: joins `private-user.{me}`, lets views join chat
 * channels and listen to events, and reconnects after an expired token by refreshing it first.
 * Views get the live client once it has connected (before that, the offline stand-in).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn, user } = useAuth();
  const userId = isLoggedIn ? (user?.id ?? null) : null;
  const [client, setClient] = useState<RealtimeClient<Listeners> | null>(null);
  const [connected, setConnected] = useState(false);
  const [reconnects, setReconnects] = useState(0);

  useEffect(() => {
    if (userId === null) {
      return undefined;
    }
    const rt = connectSocket<Listeners>(() => getSession()?.access_token ?? null, { authorize });
    const socket = rt.socket;
    let first = true;
    let stopped = false;
    const onConnect = () => {
      setClient(rt);
      setConnected(true);
      if (!first) {
        setReconnects((n) => n + 1);
      }
      first = false;
    };
    const onDisconnect = () => setConnected(false);
    const onError = (error: Error) => {
      // The access token expired: any authenticated call refreshes it (or signs out), then retry.
      if (error.message === 'Unauthorized' && !stopped) {
        void callApi(() => AuthService.me())
          .then(() => !stopped && socket.connect())
          .catch(() => undefined);
      }
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onError);
    void rt.subscribe(`private-user.${userId}`).catch(() => undefined);
    return () => {
      stopped = true;
      rt.close();
      setClient(null);
      setConnected(false);
    };
  }, [userId]);

  const value = useMemo<Realtime>(() => {
    if (!client) {
      return offlineRealtime;
    }
    const counts = new Map<string, number>();
    return {
      connected,
      reconnects,
      join(channel) {
        const n = (counts.get(channel) ?? 0) + 1;
        counts.set(channel, n);
        if (n === 1) {
          void client.subscribe(channel).catch(() => undefined);
        }
        return () => {
          const left = (counts.get(channel) ?? 1) - 1;
          counts.set(channel, left);
          if (left === 0) {
            counts.delete(channel);
            client.unsubscribe(channel);
          }
        };
      },
      on<K extends keyof ServerEvents>(event: K, handler: (payload: ServerEvents[K]) => void) {
        const socket = client.socket as unknown as { on(e: string, h: (p: ServerEvents[K]) => void): void; off(e: string, h: (p: ServerEvents[K]) => void): void };
        socket.on(event, handler);
        return () => socket.off(event, handler);
      },
      typing(chatId) {
        client.socket.emit('typing', { chat_id: chatId });
      },
    };
  }, [client, connected, reconnects]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
