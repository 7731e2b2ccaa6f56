import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How a cut looks to the app: `refuse` is a server that went away (every connection is reset at
 * once, new ones are closed on arrival); `blackhole` is a network partition (connections open
 * but nothing ever comes back, so only the app's own timeouts can end a wait).
 */
export type CutMode = 'refuse' | 'blackhole';

/**
 * A TCP proxy in front of PostgreSQL or Redis that a fault test cuts and restores. The app is
 * pointed at `url(...)`; the test itself keeps talking to the real server.
 */
export interface FaultProxy {
  readonly port: number;
  /** `original` (a postgres:// or redis:// URL) with its host and port replaced by the proxy's. */
  url(original: string): string;
  cut(mode?: CutMode): void;
  restore(): void;
  /** Connections accepted while up, since the proxy started (to see a client reconnect). */
  readonly accepted: number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const upstreamHost = hostname || '127.0.0.1';
  const upstreamPort = Number(targetPort);
  const pairs = new Set<Pair>();
  /** Connections held open without an answer (blackhole). */
  const held = new Set<Socket>();
  let mode: CutMode | undefined;
  let accepted = 0;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const server: Server = createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    if (mode === 'blackhole') {
      client.pause();
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    accepted++;
    const pair: Pair = { client };
    const upstream = createConnection({ host: upstreamHost, port: upstreamPort });
    pair.upstream = upstream;
    pairs.add(pair);
    upstream.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    get accepted() {
      return accepted;
    },
    url(original) {
      const u = new URL(original);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut(next = 'refuse') {
      mode = next;
      for (const pair of [...pairs]) {
        if (next === 'refuse') {
          drop(pair);
        } else {
          // Nothing passes any more either way, and nothing is closed: a partition.
          pair.client.unpipe();
          pair.upstream?.unpipe();
          pair.client.pause();
          pair.upstream?.pause();
          pairs.delete(pair);
          held.add(pair.client);
          if (pair.upstream) {
            held.add(pair.upstream);
          }
        }
      }
    },
    restore() {
      mode = undefined;
      // Connections caught in the partition are lost (as after a real one that lasted).
      for (const socket of [...held]) {
        socket.destroy();
      }
      held.clear();
    },
    async close() {
      mode = 'refuse';
      for (const pair of [...pairs]) {
        drop(pair);
      }
      for (const socket of held) {
        socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
