import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PostgreSQL beyond its URL: timeouts, the pooler's mode, the direct URL (LISTEN, migrations) and
 * the read replica. Why: docs/decisions.md#pooler-and-replica
 */
export interface DatabaseSettings {
  /** Longest wait (ms) for a new connection, and for a query's answer, before a 503. */
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  /**
   * `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer), so no named prepared
   * statements and no session settings on its connections; `session` (default): a plain server.
   */
  poolMode: 'session' | 'transaction';
  /** DATABASE_DIRECT_URL: a connection of its own to the primary (LISTEN, migrations); undefined: DATABASE_URL. */
  directUrl?: string;
  /** DATABASE_READ_URL: a streaming replica for hot reads; undefined: none. */
  readUrl?: string;
  /** A replica further behind than this (ms) is not read from. */
  readMaxLagMs: number;
  /** A member's reads stay on the primary this long (ms) after they write. */
  readAfterWriteMs: number;
}

/** Which parts of the application a process runs, so API and workers scale separately. */
export type AppRole = 'all' | 'api' | 'worker';

/**
 * Typed configuration, read once from the environment. Every field has the default that
 * lets `npm start` run with nothing else installed (embedded PostgreSQL, inline queues,
 * mail written to `.eml` files). The README lists each variable.
 */
export class AppConfig {
  port!: number;
  host!: string;
  /** PostgreSQL URL; undefined means the embedded PostgreSQL is started under `dataDir/pg`. */
  databaseUrl?: string;
  /**
   * PostgreSQL: longest wait (ms) for a new connection, and for a query's answer, before the
   * request fails with 503 (a partitioned or stalled server must not hold requests forever).
   */
  database!: DatabaseSettings;
  /** Redis URL; undefined means inline queues, in-memory Socket.IO adapter and throttling. */
  redisUrl?: string;
  /**
   * Longest wait (ms) for Redis on a command a request waits on (adding a job, the shared
   * client's commands) before it fails: a 503, or the fallback of a feature that has one.
   */
  redisCommandTimeoutMs!: number;
  /** Prefix of every Redis key Plaza writes (queues, throttling, presence). */
  redisPrefix!: string;
  /** SMTP URL for nodemailer; undefined means mail is written as `.eml` files under `dataDir/mail`. */
  smtpUrl?: string;
  mailFrom!: string;
  dataDir!: string;
  uploadsDir!: string;
  publicUrl!: string;
  jwtSecret!: string;
  accessTokenTtlSeconds!: number;
  refreshTokenTtlDays!: number;
  /**
   * Seconds during which a just-rotated refresh token, presented again, returns the same new pair
   * (two tabs refreshing at once); after it, a reuse revokes the session. 0 disables the window.
   */
  refreshGraceSeconds!: number;
  /**
   * Which proxies' `X-Forwarded-For` is believed for the client's IP (throttling, session IPs):
   * false (none, the default), a hop count, or a list of addresses/CIDR ranges.
   */
  trustProxy!: boolean | number | string[];
  pusherAppKey!: string;
  pusherAppSecret!: string;
  pusherCluster!: string;
  /** App id in the Pusher HTTP API's paths (`/apps/{app_id}/events`). */
  pusherAppId!: string;
  /** Seconds of silence after which a Pusher client should ping (sent in connection_established). */
  pusherActivityTimeout!: number;
  /** Client events (`client-…`) a Pusher connection may send per second before it is closed with 4301. */
  pusherClientEventsPerSecond!: number;
  corsOrigins!: string[];
  role!: AppRole;
  /**
   * Attempts allowed per window on sign-in, sign-up, forgot and reset: per IP (every attempt), and
   * `accountLimit` per account — for sign-in, failed sign-ins per account and IP pair.
   */
  authThrottle!: { ttlSeconds: number; accountLimit: number; ipLimit: number };
  /**
   * Sign-in's growing delay per account: once it has `after` failures within `windowSeconds`, each
   * attempt from an address that never signed in to it waits `baseMs` × 2^(failures − after), at most `maxMs`.
   */
  signInDelay!: { after: number; windowSeconds: number; baseMs: number; maxMs: number };
  /** Largest image accepted, in pixels (all frames of an animation), checked before decoding. */
  maxImagePixels!: number;
  /** Writes (non-GET requests) a signed-in member may make per minute; 0 turns the limit off. */
  writeLimitPerMinute!: number;
  /** Open sessions whose check is kept in memory (modules/auth/session-cache.ts); 0 turns the cache off. */
  sessionCacheSize!: number;
  logLevel!: string;
  /** `pretty`: one readable line per entry (the default on a terminal); `json`: one JSON object per line. */
  logFormat!: LogFormat;
  /** Directory of the built frontend served with the single-page fallback; undefined disables it. */
  frontendDist?: string;
  /** Seed the demo data set when the embedded database is created for the first time. */
  seedDemo!: boolean;
  /** GUEST_READ: visitors (not signed in) read what is public (listings, public community items); false asks them all to sign in. */
  guestRead!: boolean;
  /** How often (seconds) workers expire listings and remind their owners; 0 turns the sweep off. */
  listingsSweepSeconds!: number;
  /** DEFAULT_CURRENCY: the ISO 4217 code of a listing's price or cost when its form gives none (EUR). */
  defaultCurrency!: string;
  /**
   * How long (seconds) a listing search's resolved words (typo alternatives, how common they are)
   * are reused by this process for the same words; 0: resolved on every search.
   */
  listingSearchCacheSeconds!: number;
  /**
   * Milliseconds between two looks of a worker at the event outbox when nothing woke it (events
   * are drained at once after their commit; this is the safety net); 0: never poll.
   */
  outboxPollMs!: number;
  /** Seconds a worker has to deliver the outbox rows it took before another worker may take them (it died). */
  outboxLeaseSeconds!: number;
  /** Tests only: the point where the process kills itself (`outbox-before-dispatch`, `outbox-after-dispatch`). Unset in production. */
  testCrashAt?: string;
  /** Videos: the largest upload (bytes) and longest duration (seconds) accepted, and whether the uploaded original is kept. */
  video!: { maxBytes: number; maxSeconds: number; keepOriginal: boolean };
  /** ffmpeg and ffprobe binaries; undefined: the ones shipped by the @ffmpeg-installer and @ffprobe-installer packages. */
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Personal storage: bytes each member may keep (files and unfinished resumable uploads). */
  storageQuotaBytes!: number;
  /**
   * Longest wait (ms) of a resumable-upload request for another request on the same upload to let
   * go of it; then it answers 423 and the client retries.
   */
  uploadLockWaitMs!: number;
  /** Lifetime in seconds of a signed download URL of a stored file. */
  storageUrlTtlSeconds!: number;
  /**
   * Hosts (`host` or `host:port`) whose favicons and link previews may be fetched although they
   * resolve to a private or loopback address (an intranet, the tests' fixture); every other host must be public.
   */
  faviconAllowHosts!: string[];
  /** Reports' summed weight at which a subject is hidden pending review (0: never automatically). */
  moderationAutoHideWeight!: number;
  /**
   * Hours an account counts as new after sign-up (and for as long as its email is unconfirmed):
   * its reports weigh 0 toward auto-hide and NEW_ACCOUNT_WRITE_LIMIT applies to it.
   */
  trustNewAccountHours!: number;
  /** Writes per minute of a new account (see trustNewAccountHours); 0: only WRITE_LIMIT_PER_MINUTE applies. */
  newAccountWriteLimitPerMinute!: number;
  /** Moderators and administrators must have a second factor (TOTP, or a passkey sign-in) to moderate. */
  require2faForStaff!: boolean;
  /** Passkeys: the relying party's id (a domain, no port) and the page origins a ceremony may come from. */
  webauthn!: { rpId: string; origins: string[] };
  /** Days between a member's request to delete their account and its erasure (they may cancel until then). */
  accountDeletionGraceDays!: number;
  /** How often (seconds) workers look for accounts due for erasure; 0 turns the sweep off. */
  accountDeletionSweepSeconds!: number;
  /**
   * Where files live: `local` (under uploadsDir) or `s3` (an S3-compatible bucket, files/s3-object-store.ts).
   * `publicUrl`: a CDN or public bucket address in front of the bucket's public/ keys; undefined: served by Plaza.
   */
  storage!: StorageSettings;
  /** How often (seconds) workers remove stored files no row refers to any more; 0 turns the sweep off. */
  storageSweepSeconds!: number;
  /**
   * Web Push: the VAPID key pair (base64url, P-256) and subject (`mailto:` or `https:`); hosts
   * (`host[:port]`) a subscription's endpoint may have although not public (an intranet push
   * service, the tests'); seconds a push service keeps an undelivered message; seconds all of a
   * member's tabs must have been hidden before a chat message is pushed although they are connected.
   */
  push!: { vapidPublicKey: string; vapidPrivateKey: string; vapidSubject: string; allowHosts: string[]; ttlSeconds: number; hiddenAfterSeconds: number };
  /** Notification mail: minutes a notification or message may stay unseen in the app before it is mailed. */
  mailNotifyDelayMinutes!: number;
  /** How often (seconds) workers look for what is due to be mailed; 0 turns per-event mail off. */
  mailNotifySweepSeconds!: number;
  /** The local hour (0–23, the member's time zone) from which their digest goes out. */
  mailDigestHour!: number;
  /** How often (minutes) workers look for members whose digest is due; 0 turns digests off. */
  mailDigestCheckMinutes!: number;
  /** The day of the week weekly digests go out (ISO: 1 Monday … 7 Sunday), in the member's time zone. */
  mailDigestWeekday!: number;
}

export interface StorageSettings {
  driver: 'local' | 's3';
  s3?: { endpoint?: string; region: string; bucket: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; publicUrl?: string };
}

/** STORAGE_DRIVER and the S3_* settings; S3_BUCKET is required for the s3 driver. */
export function storageSettings(env: Env): StorageSettings {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver !== 'local' && driver !== 's3') {
    throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  }
  if (driver === 'local') {
    return { driver };
  }
  const bucket = blankToUndefined(env.S3_BUCKET);
  if (!bucket) {
    throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  return {
    driver,
    s3: {
      endpoint: blankToUndefined(env.S3_ENDPOINT),
      region: env.S3_REGION || 'us-east-1',
      bucket,
      accessKeyId: blankToUndefined(env.S3_ACCESS_KEY_ID),
      secretAccessKey: blankToUndefined(env.S3_SECRET_ACCESS_KEY),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      publicUrl: blankToUndefined(env.S3_PUBLIC_URL)?.replace(/\/+$/, ''),
    },
  };
}

type Env = Record<string, string | undefined>;

/** VIDEO_MAX_BYTES unless set: 100 MB. */
export const DEFAULT_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT, else readable lines on a terminal and JSON lines for log collectors. */
function logFormat(value: string | undefined): LogFormat {
  if (value === undefined || value === '') {
    return process.stdout.isTTY ? 'pretty' : 'json';
  }
  if (!(LOG_FORMATS as readonly string[]).includes(value)) {
    throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`);
  }
  return value as LogFormat;
}

interface StoredSecrets {
  jwt_secret: string;
  pusher_app_key: string;
  pusher_app_secret: string;
  embedded_pg_password: string;
  vapid_public_key?: string;
  vapid_private_key?: string;
}

/** A VAPID key pair (RFC 8292): P-256, the public key uncompressed, both base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url') };
}

/** Secrets for the embedded default: generated once, kept in `dataDir/secrets.json`. */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    if (stored.vapid_public_key && stored.vapid_private_key) {
      return stored;
    }
    // A data directory from before Web Push: its keys are added once, the other secrets kept.
    const vapid = generateVapidKeys();
    const upgraded = { ...stored, vapid_public_key: vapid.publicKey, vapid_private_key: vapid.privateKey };
    writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const vapid = generateVapidKeys();
  const secrets: StoredSecrets = {
    jwt_secret: randomBytes(48).toString('base64url'),
    pusher_app_key: randomBytes(10).toString('hex'),
    pusher_app_secret: randomBytes(32).toString('hex'),
    embedded_pg_password: randomBytes(18).toString('base64url'),
    vapid_public_key: vapid.publicKey,
    vapid_private_key: vapid.privateKey,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return n;
}

/** DEFAULT_CURRENCY: an ISO 4217 code this Node knows (Intl.supportedValuesOf), EUR when unset. */
export function defaultCurrency(value: string | undefined): string {
  const code = blankToUndefined(value) ?? 'EUR';
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
    throw new Error(`DEFAULT_CURRENCY must be an ISO 4217 currency code in capitals (EUR, USD, GBP…), got "${code}"`);
  }
  return code;
}

function poolMode(value: string | undefined): DatabaseSettings['poolMode'] {
  const mode = blankToUndefined(value) ?? 'session';
  if (mode !== 'session' && mode !== 'transaction') {
    throw new Error(`DATABASE_POOL_MODE must be session or transaction, got "${mode}"`);
  }
  return mode;
}

/** Where LISTEN and migrations connect: DATABASE_DIRECT_URL, else the (resolved) DATABASE_URL. */
export function directDatabaseUrl(config: AppConfig): string | undefined {
  return config.database.directUrl ?? config.databaseUrl;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** TRUST_PROXY: unset/'false' → false, 'true' → true, a number → hops, else a comma list of addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') {
    return false;
  }
  if (v === 'true') {
    return true;
  }
  if (/^\d+$/.test(v)) {
    return Number(v);
  }
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const ROLES: readonly AppRole[] = ['all', 'api', 'worker'];

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const needsSecrets = !env.JWT_SECRET || !env.PUSHER_APP_KEY || !env.PUSHER_APP_SECRET || !env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY;
  const stored = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  const port = int(env.PORT, 3000, 'PORT');
  const role = (env.APP_ROLE ?? 'all') as AppRole;
  if (!ROLES.includes(role)) {
    throw new Error(`APP_ROLE must be one of ${ROLES.join(', ')}, got "${role}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (Boolean(blankToUndefined(env.VAPID_PUBLIC_KEY)) !== Boolean(blankToUndefined(env.VAPID_PRIVATE_KEY))) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is generated into DATA_DIR/secrets.json)');
  }
  const mailFrom = env.MAIL_FROM ?? 'Plaza <no-reply@plaza.local>';
  const config = new AppConfig();
  Object.assign(config, {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    database: {
      connectTimeoutMs: Math.max(1, int(env.DB_CONNECT_TIMEOUT_MS, 10_000, 'DB_CONNECT_TIMEOUT_MS')),
      queryTimeoutMs: Math.max(1, int(env.DB_QUERY_TIMEOUT_MS, 30_000, 'DB_QUERY_TIMEOUT_MS')),
      poolMode: poolMode(env.DATABASE_POOL_MODE),
      directUrl: blankToUndefined(env.DATABASE_DIRECT_URL),
      readUrl: blankToUndefined(env.DATABASE_READ_URL),
      readMaxLagMs: Math.max(0, int(env.DATABASE_READ_MAX_LAG_MS, 1000, 'DATABASE_READ_MAX_LAG_MS')),
      readAfterWriteMs: Math.max(0, int(env.DATABASE_READ_AFTER_WRITE_MS, 5000, 'DATABASE_READ_AFTER_WRITE_MS')),
    },
    redisUrl: blankToUndefined(env.REDIS_URL),
    redisCommandTimeoutMs: Math.max(1, int(env.REDIS_COMMAND_TIMEOUT_MS, 2000, 'REDIS_COMMAND_TIMEOUT_MS')),
    redisPrefix: env.REDIS_PREFIX ?? 'plaza',
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    publicUrl,
    jwtSecret: env.JWT_SECRET ?? stored!.jwt_secret,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30, 'REFRESH_TOKEN_TTL_DAYS'),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 10, 'REFRESH_GRACE_SECONDS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pusherAppKey: env.PUSHER_APP_KEY ?? stored!.pusher_app_key,
    pusherAppSecret: env.PUSHER_APP_SECRET ?? stored!.pusher_app_secret,
    pusherCluster: env.PUSHER_APP_CLUSTER ?? 'eu',
    pusherAppId: env.PUSHER_APP_ID ?? 'plaza',
    pusherActivityTimeout: Math.max(1, int(env.PUSHER_ACTIVITY_TIMEOUT, 120, 'PUSHER_ACTIVITY_TIMEOUT')),
    pusherClientEventsPerSecond: int(env.PUSHER_CLIENT_EVENTS_PER_SECOND, 10, 'PUSHER_CLIENT_EVENTS_PER_SECOND'),
    corsOrigins: (env.CORS_ORIGINS ?? publicUrl)
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    role,
    authThrottle: {
      ttlSeconds: int(env.AUTH_THROTTLE_TTL, 60, 'AUTH_THROTTLE_TTL'),
      accountLimit: int(env.AUTH_THROTTLE_LIMIT, 5, 'AUTH_THROTTLE_LIMIT'),
      ipLimit: int(env.AUTH_THROTTLE_IP_LIMIT, 20, 'AUTH_THROTTLE_IP_LIMIT'),
    },
    signInDelay: {
      after: Math.max(1, int(env.AUTH_DELAY_AFTER, 5, 'AUTH_DELAY_AFTER')),
      windowSeconds: Math.max(1, int(env.AUTH_DELAY_WINDOW, 15 * 60, 'AUTH_DELAY_WINDOW')),
      baseMs: int(env.AUTH_DELAY_BASE_MS, 250, 'AUTH_DELAY_BASE_MS'),
      maxMs: int(env.AUTH_DELAY_MAX_MS, 4000, 'AUTH_DELAY_MAX_MS'),
    },
    maxImagePixels: int(env.MAX_IMAGE_PIXELS, 40_000_000, 'MAX_IMAGE_PIXELS'),
    writeLimitPerMinute: int(env.WRITE_LIMIT_PER_MINUTE, 120, 'WRITE_LIMIT_PER_MINUTE'),
    sessionCacheSize: int(env.SESSION_CACHE_SIZE, 10_000, 'SESSION_CACHE_SIZE'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    frontendDist:
      env.FRONTEND_DIST === ''
        ? undefined
        : resolve(env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist')),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    guestRead: (env.GUEST_READ ?? 'true') !== 'false',
    listingsSweepSeconds: int(env.LISTINGS_SWEEP_SECONDS, 300, 'LISTINGS_SWEEP_SECONDS'),
    defaultCurrency: defaultCurrency(env.DEFAULT_CURRENCY),
    listingSearchCacheSeconds: int(env.LISTING_SEARCH_CACHE_SECONDS, 10, 'LISTING_SEARCH_CACHE_SECONDS'),
    outboxPollMs: int(env.OUTBOX_POLL_MS, 2000, 'OUTBOX_POLL_MS'),
    outboxLeaseSeconds: Math.max(1, int(env.OUTBOX_LEASE_SECONDS, 60, 'OUTBOX_LEASE_SECONDS')),
    testCrashAt: blankToUndefined(env.PLAZA_TEST_CRASH_AT),
    video: {
      maxBytes: int(env.VIDEO_MAX_BYTES, DEFAULT_VIDEO_MAX_BYTES, 'VIDEO_MAX_BYTES'),
      maxSeconds: int(env.VIDEO_MAX_SECONDS, 15 * 60, 'VIDEO_MAX_SECONDS'),
      keepOriginal: env.VIDEO_KEEP_ORIGINAL === 'true',
    },
    ffmpegPath: blankToUndefined(env.FFMPEG_PATH),
    ffprobePath: blankToUndefined(env.FFPROBE_PATH),
    storageQuotaBytes: int(env.STORAGE_QUOTA_MB, 1024, 'STORAGE_QUOTA_MB') * 1024 * 1024,
    storageUrlTtlSeconds: Math.max(1, int(env.STORAGE_URL_TTL, 3600, 'STORAGE_URL_TTL')),
    uploadLockWaitMs: Math.max(1, int(env.UPLOAD_LOCK_WAIT_MS, 30_000, 'UPLOAD_LOCK_WAIT_MS')),
    faviconAllowHosts: (env.FAVICON_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    moderationAutoHideWeight: int(env.MODERATION_AUTO_HIDE_WEIGHT, 3, 'MODERATION_AUTO_HIDE_WEIGHT'),
    trustNewAccountHours: int(env.TRUST_NEW_ACCOUNT_HOURS, 24, 'TRUST_NEW_ACCOUNT_HOURS'),
    newAccountWriteLimitPerMinute: int(env.NEW_ACCOUNT_WRITE_LIMIT, 20, 'NEW_ACCOUNT_WRITE_LIMIT'),
    require2faForStaff: env.REQUIRE_2FA_FOR_STAFF === 'true',
    webauthn: {
      rpId: blankToUndefined(env.WEBAUTHN_RP_ID) ?? new URL(publicUrl).hostname,
      origins: (env.WEBAUTHN_ORIGINS ?? new URL(publicUrl).origin)
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    accountDeletionGraceDays: int(env.ACCOUNT_DELETION_GRACE_DAYS, 14, 'ACCOUNT_DELETION_GRACE_DAYS'),
    accountDeletionSweepSeconds: int(env.ACCOUNT_DELETION_SWEEP_SECONDS, 300, 'ACCOUNT_DELETION_SWEEP_SECONDS'),
    storage: storageSettings(env),
    storageSweepSeconds: int(env.STORAGE_SWEEP_SECONDS, 6 * 60 * 60, 'STORAGE_SWEEP_SECONDS'),
    push: {
      vapidPublicKey: blankToUndefined(env.VAPID_PUBLIC_KEY) ?? stored!.vapid_public_key!,
      vapidPrivateKey: blankToUndefined(env.VAPID_PRIVATE_KEY) ?? stored!.vapid_private_key!,
      vapidSubject: blankToUndefined(env.VAPID_SUBJECT) ?? `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`,
      allowHosts: (env.PUSH_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      ttlSeconds: Math.max(1, int(env.PUSH_TTL_SECONDS, 24 * 3600, 'PUSH_TTL_SECONDS')),
      hiddenAfterSeconds: int(env.PUSH_HIDDEN_AFTER_SECONDS, 60, 'PUSH_HIDDEN_AFTER_SECONDS'),
    },
    mailNotifyDelayMinutes: int(env.MAIL_NOTIFY_DELAY_MINUTES, 10, 'MAIL_NOTIFY_DELAY_MINUTES'),
    mailNotifySweepSeconds: int(env.MAIL_NOTIFY_SWEEP_SECONDS, 60, 'MAIL_NOTIFY_SWEEP_SECONDS'),
    mailDigestHour: Math.min(23, int(env.MAIL_DIGEST_HOUR, 8, 'MAIL_DIGEST_HOUR')),
    mailDigestCheckMinutes: int(env.MAIL_DIGEST_CHECK_MINUTES, 15, 'MAIL_DIGEST_CHECK_MINUTES'),
    mailDigestWeekday: Math.min(7, Math.max(1, int(env.MAIL_DIGEST_WEEKDAY, 1, 'MAIL_DIGEST_WEEKDAY'))),
  } satisfies AppConfig);
  return config;
}
