import { createHash } from 'node:crypto';
import {
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { catchError, from, mergeMap, switchMap, type Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import { AttemptCounters } from './attempt-counters';

export const SIGN_IN_THROTTLED = 'Too many attempts. Please wait a minute and try again.';
/** How long an address that signed in to an account is spared the account's delay. */
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;

/** The wait before a sign-in attempt on an account with `failures` recent failures (ms). */
export function signInDelayMs(failures: number, rule: AppConfig['signInDelay']): number {
  if (failures < rule.after) {
    return 0;
  }
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(failures - rule.after, 20));
}

interface Keys {
  pair: string;
  account: string;
  known: string;
}

/**
 * Sign-in's lockout, on the routes that take an email and a password: failures (401) count per
 * account and IP pair (past the limit that pair alone answers 429) and per account (past a few,
 * attempts from addresses that never signed in to it wait longer and longer, before the handler
 * runs, so no database connection is held). A success clears its pair and remembers the address.
 * So failures from elsewhere never lock the owner out of their account. The README says the numbers.
 */
@Injectable()
export class SignInAttempts implements NestInterceptor {
  private readonly counters: AttemptCounters;

  constructor(
    private readonly config: AppConfig,
    redis: RedisConnections,
  ) {
    this.counters = new AttemptCounters(redis.client, `${config.redisPrefix}:signin`);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ ip: string; body?: { email?: unknown } }>();
    const email = request.body?.email;
    if (typeof email !== 'string' || !email.trim()) {
      return next.handle();
    }
    const keys = this.keysOf(email, request.ip);
    return from(this.before(context, keys)).pipe(
      switchMap(() => next.handle()),
      mergeMap(async (body: unknown) => {
        await this.succeeded(keys, body);
        return body;
      }),
      catchError(async (error: unknown) => {
        if (error instanceof UnauthorizedException) {
          await this.failed(keys);
        }
        throw error;
      }),
    );
  }

  private keysOf(email: string, ip: string): Keys {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const address = normalizeIp(ip);
    return { pair: `pair:${account}:${address}`, account: `account:${account}`, known: `known:${account}:${address}` };
  }

  private async before(context: ExecutionContext, keys: Keys): Promise<void> {
    const [pair, account, known] = await this.counters.read([keys.pair, keys.account, keys.known]);
    if (pair.count >= this.config.authThrottle.accountLimit) {
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(Math.max(1, Math.ceil(pair.ttlMs / 1000))));
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: SIGN_IN_THROTTLED }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const wait = known.count ? 0 : signInDelayMs(account.count, this.config.signInDelay);
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private async failed(keys: Keys): Promise<void> {
    await Promise.all([
      this.counters.add(keys.pair, this.config.authThrottle.ttlSeconds * 1000),
      this.counters.add(keys.account, this.config.signInDelay.windowSeconds * 1000),
    ]);
  }

  /** The password was right: signed in, or (with a second factor) on to the next step. */
  private async succeeded(keys: Keys, body: unknown): Promise<void> {
    const signedIn = typeof body === 'object' && body !== null && 'token' in body;
    await Promise.all([this.counters.clear(keys.pair), signedIn ? this.counters.mark(keys.known, KNOWN_ADDRESS_MS) : undefined]);
  }
}
