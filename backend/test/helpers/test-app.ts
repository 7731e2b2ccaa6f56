import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createHttpApp, migrateApp } from '../../src/bootstrap';
import { OutboxDrainer } from '../../src/common/outbox/outbox-drainer';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { JobQueue } from '../../src/queue/job-queue';
import { ObjectStore } from '../../src/files/object-store';
import { dropRedisKeys } from './redis-keys';
import { onS3, s3Env } from './s3-server';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Base URL of the listening app, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Name of this test file's own database. */
  database: string;
  /** Where the app keeps its files (the local disk, or a bucket in the integration-s3 project). */
  store: ObjectStore;
  /** Keys of the stored objects under `prefix`, sorted. */
  storedKeys(prefix: string): Promise<string[]>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Waits until every recorded event due is delivered (the outbox) and every queued job has run (inline or BullMQ). */
  drainQueues(): Promise<void>;
  close(): Promise<void>;
}

/** What the HTTP, socket and Pusher helpers need of an app: a test app, or an app in a process of its own (app-process.ts). */
export type HttpTarget = Pick<TestApp, 'url' | 'request'> & { config: Pick<AppConfig, 'pusherAppKey' | 'pusherCluster'> };

/** Requests to the app listening on `url`: JSON or multipart bodies, a bearer token, the body parsed when JSON. */
export function httpRequest(url: string): TestApp['request'] {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (token) {
      h.authorization = `Bearer ${token}`;
    }
    if (body instanceof FormData || typeof body === 'string') {
      init.body = body;
    } else if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${url}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  };
}

/**
 * Settings that lift the sign-in and write throttles for suites that make many requests on
 * purpose; the throttles themselves have suites of their own. Spread it into `env`.
 */
export const THROTTLE_OFF: Record<string, string> = {
  AUTH_THROTTLE_LIMIT: '1000',
  AUTH_THROTTLE_IP_LIMIT: '1000',
  AUTH_DELAY_AFTER: '1000',
  WRITE_LIMIT_PER_MINUTE: '0',
  NEW_ACCOUNT_WRITE_LIMIT: '0',
};

export interface TestAppOptions {
  /** Use Redis (BullMQ, adapter) when REDIS_URL is set; default true. */
  redis?: boolean;
  /** Reuse the database of another test app (e.g. a second instance); default: a fresh one. */
  database?: string;
  env?: Record<string, string>;
  /** Rewrites the app's database URL (e.g. to go through a proxy of a fault test). */
  rewriteDatabaseUrl?: (url: string) => string;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` on a connection to the test server's admin database (create and drop databases). */
export async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Boots the real Plaza app for one test file: its own fresh database on the real PostgreSQL
 * with migrations applied, real HTTP on a free port, Redis when configured (with a key prefix
 * of its own), and a temporary data directory for mail and uploads.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global setup)');
  }
  const database = options.database ?? `plaza_t_${randomBytes(5).toString('hex')}`;
  const owned = options.database === undefined;
  if (owned) {
    await admin((c) => c.query(`create database "${database}"`));
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-test-data-'));
  const useRedis = (options.redis ?? true) && Boolean(process.env.REDIS_URL);
  const redisPrefix = `plaza-test-${database}`;
  // The integration-s3 project: files in a bucket of the test S3 server, one per database (shared by a second instance).
  const storageEnv = onS3() ? await s3Env(database.replace(/_/g, '-')) : {};
  const config = loadConfig({
    DATABASE_URL: (options.rewriteDatabaseUrl ?? ((url: string) => url))(databaseUrl(base, database)),
    REDIS_URL: useRedis ? process.env.REDIS_URL : '',
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    FRONTEND_DIST: '',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
    PUSHER_APP_KEY: 'test-app-key',
    PUSHER_APP_SECRET: 'test-app-secret',
    SEED_DEMO: 'false',
    // Notification mail runs when a suite asks for it (notification-mail.int.ts), not behind other suites' mail counts.
    MAIL_NOTIFY_SWEEP_SECONDS: '0',
    MAIL_DIGEST_CHECK_MINUTES: '0',
    // A confirmed member is trusted at once (newUser confirms), so a suite's members are not new
    // accounts; email-verification.int.ts sets the real age and tests it.
    TRUST_NEW_ACCOUNT_HOURS: '0',
    ...storageEnv,
    ...options.env,
  });
  const app = await createHttpApp(config);
  try {
    await migrateApp(app, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // An app that failed to start still holds its Redis and PostgreSQL connections: left open,
    // they kept Jest from exiting after the run.
    await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (owned) {
      await admin((c) => c.query(`drop database if exists "${database}" with (force)`));
      await dropRedisKeys(redisPrefix);
    }
    throw error;
  }
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    config,
    url,
    database,
    store: app.get(ObjectStore),
    async storedKeys(prefix) {
      const keys: string[] = [];
      for await (const object of app.get(ObjectStore).list(prefix)) {
        keys.push(object.key);
      }
      return keys.sort();
    },
    request: httpRequest(url),
    async drainQueues() {
      // Recorded events first (their delivery may queue jobs), then the queues.
      await app.get(OutboxDrainer).drain();
      await app.get(JobQueue).drain();
    },
    async close() {
      // Bounded as main.ts bounds a SIGTERM: after a network partition, MikroORM's close was seen
      // to wait for a pool client that is never released (see the session note of 2026-11-29).
      let cap: NodeJS.Timeout | undefined;
      const closed = await Promise.race([app.close().then(() => true), new Promise<boolean>((resolve) => (cap = setTimeout(resolve, 15_000, false)))]);
      clearTimeout(cap);
      if (!closed) {
        process.stderr.write(`test app on ${database}: close did not finish within 15 s; its database is dropped anyway\n`);
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (owned) {
        await admin((c) => c.query(`drop database if exists "${database}" with (force)`));
        await dropRedisKeys(redisPrefix);
      }
    },
  };
}

/**
 * Two instances of the app on one database and one Redis (as two replicas behind a balancer),
 * started before the suite's tests and closed after them.
 */
export function useTwoInstances(env: Record<string, string> = THROTTLE_OFF): { one: () => TestApp; two: () => TestApp } {
  let one: TestApp | undefined;
  let two: TestApp | undefined;
  beforeAll(async () => {
    one = await startTestApp({ redis: true, env });
    two = await startTestApp({ redis: true, database: one.database, env });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });
  return { one: () => one!, two: () => two! };
}
