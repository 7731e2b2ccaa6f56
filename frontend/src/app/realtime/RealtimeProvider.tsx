import { AuthService, RealtimeService } from '@plaza/sdk';
import { userChannel, type ServerEvents } from '@plaza/sdk/realtime-events';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/authContext';
import { useExtrasReady } from '../../lib/firstPage';
import { callApi, getSession } from '../../lib/api';
import type { RealtimeClient } from '../../lib/socket';
import { RealtimeContext, offlineRealtime, type Realtime } from '../../lib/realtimeContext';

type Listeners = Record<string, (...args: never[]) => void>;

const authorize = (socketId: string, channel: string) =>
  callApi(() => RealtimeService.authorizeChannel({ requestBody: { socket_id: socketId, channel_name: channel } })).then((r) => r.auth);

/**
 * One Socket.IO connection per signed-in member: joins `private-user.{me}`, lets views join chat
 * channels and listen to events, and reconnects after an expired token by refreshing it first.
 * Views get the live client once it has connected (before that, the offline stand-in), and
 * `synced` counts each channel's acknowledged subscriptions (views catch up on it).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn, user } = useAuth();
  // The connection waits for the first page's paint (lib/firstPage.ts).
  const ready = useExtrasReady();
  const userId = isLoggedIn && ready ? (user?.id ?? null) : null;
  const [client, setClient] = useState<RealtimeClient<Listeners> | null>(null);
  const [connected, setConnected] = useState(false);
  const [synced, setSynced] = useState<Realtime['synced']>({});

  useEffect(() => {
    if (userId === null) {
      return undefined;
    }
    let stopped = false;
    let close: (() => void) | undefined;
    // The Socket.IO client loads with a member's first page: visitors never download it.
    void import('../../lib/socket').then(({ connectSocket }) => {
      if (stopped) {
        return;
      }
      // Connecting and joining redraw every view that uses the connection (the page's lists, the
      // menus): in transitions, in slices. From a socket event they were one blocking render, on a
      // member's home ~370 ms of a task at 4x CPU (the polling handshake's XHR event).
      const onJoined = (channel: string) => {
        if (!stopped) {
          startTransition(() => setSynced((counts) => ({ ...counts, [channel]: (counts[channel] ?? 0) + 1 })));
        }
      };
      const rt = connectSocket<Listeners>(() => getSession()?.access_token ?? null, { authorize, onJoined });
      const socket = rt.socket;
      const onConnect = () =>
        startTransition(() => {
          setClient(rt);
          setConnected(true);
        });
      // Any authenticated call refreshes an expired access token (or signs out), then reconnect.
      const reconnectWithFreshToken = () => {
        void callApi(() => AuthService.me())
          .then(() => !stopped && socket.connect())
          .catch(() => undefined);
      };
      // Why the server is about to close the socket (it does not reconnect by itself after that).
      let closing: ServerEvents['session.closing']['reason'] | null = null;
      const onClosing = ({ reason }: ServerEvents['session.closing']) => {
        closing = reason;
      };
      const onDisconnect = (reason: string) => {
        setConnected(false);
        const why = closing;
        closing = null;
        if (stopped || reason !== 'io server disconnect') {
          return;
        }
        if (why === 'expired' || why === null) {
          // Without a reason the session ended (signed out from another device, a password
          // change, a ban): that call then signs this tab out now, rather than at its next click.
          reconnectWithFreshToken();
        } else {
          // Shutting down: another instance (or this one restarted) takes over in a moment.
          setTimeout(() => !stopped && socket.connect(), 1000 + Math.random() * 2000);
        }
      };
      const onError = (error: Error) => {
        if (error.message === 'Unauthorized' && !stopped) {
          reconnectWithFreshToken();
        } else if (error.message === 'Unavailable') {
          // The server could not check the token (its database is briefly away): try again soon.
          setTimeout(() => !stopped && socket.connect(), 2000 + Math.random() * 3000);
        }
      };
      socket.on('connect', onConnect);
      socket.on('session.closing', onClosing);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', onError);
      void rt.subscribe(userChannel(userId)).catch(() => undefined);
      close = () => rt.close();
    });
    return () => {
      stopped = true;
      close?.();
      setClient(null);
      setConnected(false);
      setSynced({});
    };
  }, [userId]);

  // One set of functions per connection: views that join or listen keep them while the
  // connection's state (connected, synced) changes.
  const live = useMemo<Pick<Realtime, 'join' | 'on' | 'typing'> | null>(() => {
    if (!client) {
      return null;
    }
    const counts = new Map<string, number>();
    return {
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
        // Named as a plain string, an event takes any handler (a generic name would not resolve).
        const name: string = event;
        client.socket.on(name, handler);
        return () => client.socket.off(name, handler);
      },
      typing(chatId) {
        client.socket.emit('typing', { chat_id: chatId });
      },
    };
  }, [client]);

  const value = useMemo<Realtime>(() => (live ? { ...live, connected, synced } : offlineRealtime), [live, connected, synced]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
