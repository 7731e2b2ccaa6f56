import {
  applyDecorators,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import type { AuthUser } from '../auth/auth-user';
import { isNewAccount } from '../users/account-trust';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const NO_WRITE_LIMIT = 'plaza:no-write-limit';
const WINDOW_MS = 60_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const WRITE_LIMIT_MESSAGE = 'You are doing that too often. Please wait a moment and try again.';

/**
 * The route is left out of the per-member write limit: it does not create anything a script
 * could flood others with (signing out, signing a channel subscription).
 */
export const NoWriteLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(NO_WRITE_LIMIT, true), ApiExtension(NO_WRITE_LIMIT_EXTENSION, true));

/** Marks such routes for the OpenAPI document (which then leaves out their 429, and the mark). */
export const NO_WRITE_LIMIT_EXTENSION = 'x-plaza-no-write-limit';

/**
 * Every write of a signed-in member counts against WRITE_LIMIT_PER_MINUTE (429 past it), or the
 * tighter NEW_ACCOUNT_WRITE_LIMIT for a new account (same counter), in Redis when reachable, else in memory. A guard, not an interceptor: a global interceptor puts every
 * request through RxJS. Why: docs/decisions.md#per-request-http-work
 */
@Injectable()
export class WriteLimitGuard implements CanActivate, OnApplicationShutdown {
  private readonly storage: ThrottlerStorage;

  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    redis: RedisConnections,
  ) {
    this.storage = redis.client ? new RedisThrottlerStorage(redis.client, config.redisPrefix) : new ThrottlerStorageService();
  }

  /** Synchronous for what it lets through untouched (every read): Nest awaits only a promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const { writeLimitPerMinute, newAccountWriteLimitPerMinute } = this.config;
    if ((writeLimitPerMinute === 0 && newAccountWriteLimitPerMinute === 0) || context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    if (!request.user || READS.has(request.method) || this.reflector.getAllAndOverride<boolean>(NO_WRITE_LIMIT, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const limit = this.limitOf(request.user);
    return limit === 0 ? true : this.count(context, request.user.id, limit);
  }

  /** The member's writes per minute (0: unlimited): the tighter of both limits for a new account. */
  private limitOf(user: AuthUser): number {
    const { writeLimitPerMinute: all, newAccountWriteLimitPerMinute: young, trustNewAccountHours } = this.config;
    if (young === 0 || !isNewAccount(user, trustNewAccountHours)) {
      return all;
    }
    return all === 0 ? young : Math.min(all, young);
  }

  private async count(context: ExecutionContext, memberId: number, limit: number): Promise<boolean> {
    const hit = await this.storage.increment(`member:${memberId}`, WINDOW_MS, limit, WINDOW_MS, 'write');
    if (hit.isBlocked) {
      const retryAfter = Math.max(1, hit.timeToBlockExpire || hit.timeToExpire);
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: WRITE_LIMIT_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  onApplicationShutdown(): void {
    (this.storage as Partial<OnApplicationShutdown>).onApplicationShutdown?.();
  }
}
