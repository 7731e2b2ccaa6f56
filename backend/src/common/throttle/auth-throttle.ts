import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { RedisConnections } from '../../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler.storage';

interface TrackedRequest {
  ip: string;
  body?: { email?: unknown };
  params?: { token?: unknown };
}

/** The account an attempt is about: the email sent (or the reset token), whether it exists or not. */
function accountOf(req: TrackedRequest): string {
  const email = req.body?.email;
  if (typeof email === 'string' && email.trim()) {
    return `email:${email.trim().toLowerCase()}`;
  }
  const token = req.params?.token;
  return typeof token === 'string' ? `token:${token.slice(0, 64)}` : `ip:${req.ip}`;
}

/**
 * Sign-in, sign-up, forgot and reset are throttled per IP and (but sign-in, see SignInAttempts)
 * per account. The account counter uses the email as sent, so a throttled attempt answers the same
 * 429 whether the account exists or not. Counters live in Redis when REDIS_URL is set, in memory otherwise.
 */
export function authThrottleOptions(config: AppConfig, redis: RedisConnections): ThrottlerModuleOptions {
  const ttl = config.authThrottle.ttlSeconds * 1000;
  return {
    throttlers: [
      { name: 'ip', ttl, limit: config.authThrottle.ipLimit, getTracker: (req) => (req as TrackedRequest).ip },
      { name: 'account', ttl, limit: config.authThrottle.accountLimit, getTracker: (req) => accountOf(req as TrackedRequest) },
    ],
    errorMessage: 'Too many attempts. Please wait a minute and try again.',
    storage: redis.client ? new RedisThrottlerStorage(redis.client, config.redisPrefix) : undefined,
  };
}

/** Applied with @UseGuards on the throttled routes only. */
@Injectable()
export class AuthThrottleGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as unknown as TrackedRequest).ip;
  }

  protected override async shouldSkip(_context: ExecutionContext): Promise<boolean> {
    return false;
  }

  /** The guard itself names the header after its throttler (`Retry-After-ip`); clients read `Retry-After`. */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(Math.max(1, detail.timeToBlockExpire)));
    return super.throwThrottlingException(context, detail);
  }
}
