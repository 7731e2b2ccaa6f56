import { createRequire } from 'node:module';
import { Logger } from '@nestjs/common';
import type * as PgModule from 'pg';
import type { Client, Query } from 'pg';

/** The `pg` that the ORM's pool is made of (@mikro-orm/postgresql may get a copy nested beside it). */
export const ormPg = createRequire(require.resolve('@mikro-orm/postgresql'))('pg') as typeof PgModule;

/** What pg says when a query's answer does not come in time (error-status.ts makes it a 503). */
export const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** The parts of pg 8's Client that its own read timeout uses, which are not in its types. */
interface ClientInternals {
  connection: { stream: { destroy(): void } };
  pipeline?: boolean;
  _queryQueue: unknown[];
  _pulseQueryQueue(): void;
}

type Callback = (err: Error | null, res?: unknown) => void;
type TimedQuery = Query & { callback?: Callback; handleError(err: Error, connection: unknown): void };

/**
 * The pool's options for the read timeout (DB_QUERY_TIMEOUT_MS): our Client where this pg has the
 * internals it uses, else pg's own `query_timeout` (slower: bench/README.md, Hot reads).
 */
export function readTimeoutOptions(readTimeoutMs: number, pg: typeof PgModule = ormPg): { Client: typeof Client } | { query_timeout: number } {
  if (timedClientWorks(pg)) {
    return { Client: timedClient(readTimeoutMs, pg) };
  }
  new Logger('Database').warn("This pg lacks the internals TimedClient uses: the read timeout is pg's own query_timeout");
  return { query_timeout: readTimeoutMs };
}

/** The start-up self-test: whether this pg's Client and Query have what TimedClient drives. */
export function timedClientWorks(pg: typeof PgModule): boolean {
  const client = new pg.Client() as unknown as Partial<ClientInternals>;
  const query = new pg.Query('select 1') as unknown as Partial<TimedQuery>;
  return (
    Array.isArray(client._queryQueue) &&
    typeof client._pulseQueryQueue === 'function' &&
    typeof client.connection?.stream?.destroy === 'function' &&
    typeof query.handleError === 'function' &&
    typeof (query as { submit?: unknown }).submit === 'function'
  );
}

/**
 * pg's Client with pg's read timeout kept by functions made outside `query`: pg's own closures,
 * made inside `Client.query`, kept every request's rows alive through each scavenge (bench/README.md,
 * Hot reads). Same behaviour as pg's (client.js, `query`); pg's own `query_timeout` stays unset.
 */
export function timedClient(readTimeoutMs: number, pg: typeof PgModule = ormPg): typeof Client {
  return class TimedClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [config, values, callback] = args as [unknown, unknown, unknown];
      // A statement's own `query_timeout` replaces the limit (the Query made below does not keep it).
      const ms = (config as { query_timeout?: number } | null)?.query_timeout || readTimeoutMs;
      if (!ms || config === null || config === undefined) {
        return (super.query as (...a: unknown[]) => never)(...args);
      }
      const submittable = typeof (config as { submit?: unknown }).submit === 'function';
      const query = (submittable ? config : new pg.Query(config as never, values as never, callback as never)) as TimedQuery;
      if (submittable && !query.callback) {
        if (typeof values === 'function') {
          query.callback = values as Callback;
        } else if (typeof callback === 'function') {
          query.callback = callback as Callback;
        }
      }
      let promise: unknown;
      if (!query.callback) {
        const settled = promiseCallback();
        query.callback = settled.callback;
        promise = settled.promise;
      } else if (typeof query.callback !== 'function') {
        throw new TypeError('callback is not a function');
      }
      const answer = query.callback;
      const timer = setTimeout(onReadTimeout, ms, this as unknown as ClientInternals, query, answer);
      query.callback = cancelling(timer, answer);
      (super.query as (q: unknown) => unknown)(query);
      // What pg answers: the submittable itself, else the promise (undefined with a callback).
      return (submittable ? query : promise) as never;
    }
  };
}

/** The promise of a query and the callback that settles it, as pg makes them (the stack leads to the caller). */
function promiseCallback(): { promise: Promise<unknown>; callback: Callback } {
  let callback!: Callback;
  const promise = new Promise((resolve, reject) => {
    callback = (err, res) => (err ? reject(err) : resolve(res));
  }).catch((err: Error) => {
    Error.captureStackTrace(err);
    throw err;
  });
  return { promise, callback };
}

/** The query's callback that stops its timer first; it holds only the two. */
function cancelling(timer: NodeJS.Timeout, answer: Callback): Callback {
  return (err, res) => {
    clearTimeout(timer);
    answer(err, res);
  };
}

/** pg's read timeout (client.js): the error to the caller, the query out of the client's way. */
function onReadTimeout(client: ClientInternals, query: TimedQuery, answer: Callback): void {
  const error = new Error(READ_TIMEOUT_MESSAGE);
  process.nextTick(() => query.handleError(error, client.connection));
  answer(error);
  // The caller has its answer: a late one from the server is ignored.
  query.callback = () => {};
  const index = client._queryQueue.indexOf(query);
  if (index > -1) {
    client._queryQueue.splice(index, 1);
  } else if (client.pipeline) {
    // Already sent in a pipeline, which it blocks until it completes: the connection goes.
    client.connection.stream.destroy();
    return;
  }
  client._pulseQueryQueue();
}
