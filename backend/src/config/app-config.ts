import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  /** Redis URL; undefined means inline queues, in-memory Socket.IO adapter and throttling. */
  redisUrl?: string;
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
  pusherAppKey!: string;
  pusherAppSecret!: string;
  pusherCluster!: string;
  corsOrigins!: string[];
  role!: AppRole;
  /** Attempts allowed per window on sign-in, sign-up, forgot and reset: per account and per IP. */
  authThrottle!: { ttlSeconds: number; accountLimit: number; ipLimit: number };
  logLevel!: string;
  /** Directory of the built frontend served with the single-page fallback; undefined disables it. */
  frontendDist?: string;
  /** Seed the demo data set when the embedded database is created for the first time. */
  seedDemo!: boolean;
}

type Env = Record<string, string | undefined>;

interface StoredSecrets {
  jwt_secret: string;
  pusher_app_key: string;
  pusher_app_secret: string;
  embedded_pg_password: string;
}

/** Secrets for the embedded default: generated once, kept in `dataDir/secrets.json`. */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  }
  const secrets: StoredSecrets = {
    jwt_secret: randomBytes(48).toString('base64url'),
    pusher_app_key: randomBytes(10).toString('hex'),
    pusher_app_secret: randomBytes(32).toString('hex'),
    embedded_pg_password: randomBytes(18).toString('base64url'),
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

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

const ROLES: readonly AppRole[] = ['all', 'api', 'worker'];

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const needsSecrets = !env.JWT_SECRET || !env.PUSHER_APP_KEY || !env.PUSHER_APP_SECRET;
  const stored = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  const port = int(env.PORT, 3000, 'PORT');
  const role = (env.APP_ROLE ?? 'all') as AppRole;
  if (!ROLES.includes(role)) {
    throw new Error(`APP_ROLE must be one of ${ROLES.join(', ')}, got "${role}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const config = new AppConfig();
  Object.assign(config, {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    redisUrl: blankToUndefined(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX ?? 'plaza',
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Plaza <no-reply@plaza.local>',
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    publicUrl,
    jwtSecret: env.JWT_SECRET ?? stored!.jwt_secret,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30, 'REFRESH_TOKEN_TTL_DAYS'),
    pusherAppKey: env.PUSHER_APP_KEY ?? stored!.pusher_app_key,
    pusherAppSecret: env.PUSHER_APP_SECRET ?? stored!.pusher_app_secret,
    pusherCluster: env.PUSHER_APP_CLUSTER ?? 'eu',
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
    logLevel: env.LOG_LEVEL ?? 'info',
    frontendDist:
      env.FRONTEND_DIST === ''
        ? undefined
        : resolve(env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist')),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
  } satisfies AppConfig);
  return config;
}
