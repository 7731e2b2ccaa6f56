import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';
import { UNAVAILABLE_MESSAGE } from '../../common/errors/error-status';
import type { RedisConnections } from '../../redis/redis.module';

/** Renews the lock when it is still this holder's: the key holds its token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the lock only when it is still this holder's (one that expired may be someone else's by now). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisUploadLockerOptions {
  /**
   * How long a lock outlives its last renewal: how long an upload stays locked after its holder
   * died without unlocking. Renewed every quarter of it, so three quarters of it must exceed
   * REDIS_COMMAND_TIMEOUT_MS plus tus's lockDrainTimeout (3 s): the longest a holder that lost
   * Redis may go on writing. Default: 10 s, or twice that sum when it is longer.
   */
  ttlMs?: number;
  /** How long a request waits for the lock before it gives up (tus's MemoryLocker waits 30 s). */
  acquireTimeoutMs?: number;
  /** Between two attempts to take a held lock. */
  retryMs?: number;
}

/** tus's default lockDrainTimeout: how long a holder asked to let go may still write. */
const TUS_DRAIN_MS = 3000;

/** A tus error (the server answers its status and body) for a lock Redis cannot give now. */
const unavailable = () => ({ status_code: 503, body: UNAVAILABLE_MESSAGE });

/**
 * The tus lock of an upload across instances, in Redis (`SET NX PX`, renewed, compare-and-delete): a
 * request finding it locked asks the holder to let go, so a retried PATCH takes over a stuck one. Not
 * advisory locks: they would hold a pool connection per upload. Why: docs/decisions.md#resumable-uploads
 */
export class RedisUploadLocker implements Locker {
  private readonly logger = new Logger('UploadLocks');
  private readonly held = new Map<string, Set<RedisUploadLock>>();
  private subscribed?: Promise<unknown>;
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;
  readonly retryMs: number;

  constructor(
    private readonly redis: RedisConnections,
    private readonly prefix: string,
    private readonly commandTimeoutMs: number,
    options: RedisUploadLockerOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? Math.max(10_000, 2 * (commandTimeoutMs + TUS_DRAIN_MS));
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.retryMs = options.retryMs ?? 100;
  }

  get client(): Redis {
    if (!this.redis.client) {
      throw new Error('REDIS_URL is not set');
    }
    return this.redis.client;
  }

  /** The pub/sub channel on which a waiting request asks a holder to let go of an upload. */
  get channel(): string {
    return `${this.prefix}:tus:release`;
  }

  key(id: string): string {
    return `${this.prefix}:tus:lock:${id}`;
  }

  newLock(id: string): Lock {
    return new RedisUploadLock(id, this);
  }

  /**
   * Resolves once this instance hears release requests (so it may hold locks); rejects with a 503
   * when Redis does not confirm the subscription within the command timeout. The subscriber is
   * made on the first lock, so processes that serve no uploads (workers) open no connection.
   */
  async listening(): Promise<void> {
    if (!this.subscribed) {
      const subscriber = this.redis.create('tus-locks');
      subscriber.on('message', (_channel: string, id: string) => this.releaseRequested(id));
      this.subscribed = subscriber.subscribe(this.channel).catch((error: unknown) => {
        this.subscribed = undefined;
        subscriber.disconnect();
        throw error;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(unavailable()), this.commandTimeoutMs);
    });
    try {
      await Promise.race([this.subscribed, late]);
    } catch {
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks whoever holds `id`, on any instance, to let go. */
  async askRelease(id: string): Promise<void> {
    await this.client.publish(this.channel, id);
  }

  hold(lock: RedisUploadLock): void {
    const locks = this.held.get(lock.id) ?? new Set();
    locks.add(lock);
    this.held.set(lock.id, locks);
  }

  drop(lock: RedisUploadLock): void {
    const locks = this.held.get(lock.id);
    if (locks?.delete(lock) && locks.size === 0) {
      this.held.delete(lock.id);
    }
  }

  private releaseRequested(id: string): void {
    for (const lock of this.held.get(id) ?? []) {
      lock.letGo();
    }
  }

  async renew(key: string, token: string): Promise<boolean> {
    return (await this.client.eval(RENEW, 1, key, token, this.ttlMs)) === 1;
  }

  async release(key: string, token: string): Promise<void> {
    try {
      await this.client.eval(RELEASE, 1, key, token);
    } catch (error) {
      // Nothing to undo: the key expires after ttlMs, and the upload can be resumed then.
      this.logger.warn(`could not release the lock of an upload (it expires by itself): ${String(error)}`);
    }
  }
}

class RedisUploadLock implements Lock {
  private readonly token = randomUUID();
  private renewal?: NodeJS.Timeout;
  private requestRelease?: RequestRelease;

  constructor(
    readonly id: string,
    private readonly locker: RedisUploadLocker,
  ) {}

  /**
   * Takes the lock, asking the holder to let go while it waits. Rejects with tus's
   * ERR_LOCK_TIMEOUT when `stopSignal` aborts or the wait is too long, and with a 503 when Redis
   * cannot be reached.
   */
  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listening();
    const key = this.locker.key(this.id);
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (stopSignal.aborted || Date.now() > deadline) {
        throw ERRORS.ERR_LOCK_TIMEOUT;
      }
      let taken: string | null;
      try {
        taken = await this.locker.client.set(key, this.token, 'PX', this.locker.ttlMs, 'NX');
        if (!taken && Date.now() - askedAt >= 1000) {
          askedAt = Date.now();
          await this.locker.askRelease(this.id);
        }
      } catch {
        throw unavailable();
      }
      if (taken) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, this.locker.retryMs));
    }
    if (stopSignal.aborted) {
      await this.locker.release(key, this.token);
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }
    this.requestRelease = requestRelease;
    this.locker.hold(this);
    this.renewal = setInterval(() => void this.renew(key), this.locker.ttlMs / 4);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    this.stop();
    await this.locker.release(this.locker.key(this.id), this.token);
  }

  /** Another request wants the upload (or this holder lost its key): the holder is asked to finish. */
  letGo(): void {
    void this.requestRelease?.();
  }

  private async renew(key: string): Promise<void> {
    const kept = await this.locker.renew(key, this.token).catch(() => false);
    if (!kept && this.renewal) {
      this.stop();
      this.letGo();
    }
  }

  private stop(): void {
    clearInterval(this.renewal);
    this.renewal = undefined;
    this.locker.drop(this);
  }
}
