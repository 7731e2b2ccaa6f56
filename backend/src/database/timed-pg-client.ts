import { createRequire } from 'node:module';
import type * as PgModule from 'pg';
import type { Client, ClientConfig, Query } from 'pg';

/**
 * The `pg` that the ORM's pool is made of: @mikro-orm/postgresql pins a version of its own, which
 * npm may nest beside it instead of the one the backend depends on.
 */
export const ormPg = createRequire(require.resolve('@mikro-orm/postgresql'))('pg') as typeof PgModule;

/** What pg says when a query's answer does not come in time (error-status.ts makes it a 503). */
export const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** The parts of pg's Client (8.x) that its own read timeout uses, which are not in its types. */
interface ClientInternals {
  connection: unknown;
  pipeline?: boolean;
  _queryQueue: unknown[];
  _pulseQueryQueue(): void;
}

type Callback = (err: Error | null, res?: unknown) => void;
type TimedQuery = Query & { callback?: Callback; handleError(err: Error, connection: unknown): void };

/**
 * pg's Client with the query read timeout (DB_QUERY_TIMEOUT_MS: the longest wait for a query's
 * answer, which also ends the wait on a server that no longer answers) kept here instead of by
 * pg's `query_timeout`.
 *
 * Why: pg keeps its timeout with closures made inside `Client.query`, whose shared context holds
 * the query and the client. Measured on Node 24 (bench/README.md, Hot reads, "pg's
 * `query_timeout` and the young generation"): with it, a whole request's rows and messages
 * survive every scavenge and go to the old generation (7 MB a scavenge on /api/chats at 400
 * req/s, scavenges of 13-29 ms instead of 1-2, a mark-compact every few seconds under load);
 * with the same timeout kept by the functions below, which hold only what they are given, almost
 * nothing survives.
 *
 * The behaviour is pg's own (client.js, `query`): after `ms` without an answer the query's
 * callback gets `Query read timeout`, a later answer is ignored, a query still queued on the
 * client is taken out of its queue, and the pool (given the error on release) drops the client.
 * It uses pg 8's internals `_queryQueue`, `_pulseQueryQueue` and `pipeline`, as pg's code does,
 * and `connectionParameters` to turn pg's own timeout off;
 * backend/test/pg-read-timeout.int.ts and faults.int.ts (a partitioned server must answer 503)
 * fail if they change. A statement's own `query_timeout` replaces the limit (pg's `Query` does
 * not keep it, so pg adds no second timer).
 */
export function timedClient(readTimeoutMs: number): typeof Client {
  return class TimedClient extends ormPg.Client {
    constructor(config?: string | ClientConfig) {
      // The config as given: pg-pool hands its options over with the password as a hidden
      // (non-enumerable) property, which a copy would drop (the embedded PostgreSQL asks for it).
      super(config);
      // pg's own read timeout off: this class keeps it.
      (this as unknown as { connectionParameters: { query_timeout?: unknown } }).connectionParameters.query_timeout = false;
    }

    override query(...args: unknown[]): never {
      const [config, values, callback] = args as [unknown, unknown, unknown];
      const ms = (config as { query_timeout?: number } | null)?.query_timeout || readTimeoutMs;
      if (!ms || config === null || config === undefined) {
        return (super.query as (...a: unknown[]) => never)(...args);
      }
      const submittable = typeof (config as { submit?: unknown }).submit === 'function';
      const query = (submittable ? config : new ormPg.Query(config as never, values as never, callback as never)) as TimedQuery;
      if (submittable && !query.callback) {
        if (typeof values === 'function') {
          query.callback = values as Callback;
        } else if (typeof callback === 'function') {
          query.callback = callback as Callback;
        }
      }
      let promise: unknown;
      if (!query.callback) {
        // The promise form, as pg makes it (the error's stack leads back to the caller).
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

/** The promise of a query and the callback that settles it; made apart from `query`'s variables. */
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
    (client.connection as { stream: { destroy(): void } }).stream.destroy();
    return;
  }
  client._pulseQueryQueue();
}
