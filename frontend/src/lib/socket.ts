import { io, type Socket } from 'socket.io-client';

/** Asks the API for a channel signature (`POST /api/broadcasting/auth`, DESIGN §5). */
export type ChannelAuthorizer = (socketId: string, channel: string) => Promise<string>;

/** Server → client events; the shared `ServerEvents` map plugs in here. */
export type ListenEvents = Record<string, (...args: never[]) => void>;

export interface SubscribeAck {
  ok: boolean;
  error?: string;
}

export interface EmitEvents {
  subscribe: (payload: { channel: string; auth: string }, ack: (res: SubscribeAck) => void) => void;
  unsubscribe: (payload: { channel: string }, ack: (res: SubscribeAck) => void) => void;
  typing: (payload: { chat_id: number }) => void;
  visibility: (payload: { hidden: boolean }) => void;
}

export interface RealtimeClient<L extends ListenEvents> {
  socket: Socket<L, EmitEvents>;
  /** Joins a private channel; it is joined again after every reconnect (see `onJoined`). */
  subscribe(channel: string): Promise<void>;
  /** Leaves a channel and stops joining it after reconnects. */
  unsubscribe(channel: string): void;
  close(): void;
}

export interface ConnectOptions {
  authorize: ChannelAuthorizer;
  /** Another origin than the page's (e.g. VITE_API_URL). */
  url?: string;
  ackTimeoutMs?: number;
  /**
   * Called each time the server acknowledges a subscription: the first join and every join
   * again after a reconnect. Events sent to the channel before it reached nobody.
   */
  onJoined?: (channel: string) => void;
}

function whenConnected(socket: Socket): Promise<string> {
  if (socket.connected && socket.id) {
    return Promise.resolve(socket.id);
  }
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket.id ?? '');
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}

/** Opens the Socket.IO connection; the handshake carries the current access token. */
export function connectSocket<L extends ListenEvents = ListenEvents>(
  getToken: () => string | null,
  { authorize, url, ackTimeoutMs = 10_000, onJoined }: ConnectOptions,
): RealtimeClient<L> {
  // WebSocket first: one connection, where polling first took three requests before its upgrade;
  // polling still serves where a proxy refuses WebSockets (tryAllTransports).
  const options = {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (cb: (data: object) => void) => cb({ token: getToken() ?? '' }),
  };
  const socket: Socket<L, EmitEvents> = url ? io(url, options) : io(options);
  const channels = new Set<string>();

  const join = async (channel: string): Promise<void> => {
    const socketId = await whenConnected(socket);
    const auth = await authorize(socketId, channel);
    const ack = await socket.timeout(ackTimeoutMs).emitWithAck('subscribe', { channel, auth });
    if (!ack.ok) {
      throw new Error(ack.error ?? `Subscription to ${channel} refused`);
    }
    onJoined?.(channel);
  };

  // The server pushes a chat message to the member's devices once all their tabs are hidden a while.
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const reportVisibility = () => {
    if (socket.connected) {
      socket.emit('visibility', { hidden: hidden() });
    }
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', reportVisibility);
  }

  let connectedBefore = false;
  socket.on('connect', () => {
    if (hidden()) {
      reportVisibility();
    }
    if (connectedBefore) {
      channels.forEach((channel) => void join(channel).catch(() => channels.delete(channel)));
    }
    connectedBefore = true;
  });

  return {
    socket,
    subscribe(channel) {
      channels.add(channel);
      return join(channel);
    },
    unsubscribe(channel) {
      channels.delete(channel);
      if (socket.connected) {
        socket.emit('unsubscribe', { channel }, () => undefined);
      }
    },
    close() {
      channels.clear();
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', reportVisibility);
      }
      socket.disconnect();
    },
  };
}
