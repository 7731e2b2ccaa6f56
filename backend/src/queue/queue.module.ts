import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { BullJobQueue } from './bullmq-queue';
import { InlineJobQueue } from './inline-queue';
import { JobQueue } from './job-queue';
import { DECLARED_JOBS, JobRegistry } from './job-registry';
import { KIT_JOBS, type JobName } from './jobs';

/** Provides `JobQueue`: BullMQ when REDIS_URL is set, the inline driver otherwise. */
@Global()
@Module({})
export class QueueModule {
  /** `jobs`: the domains' declared jobs (modules/registry.ts); start-up fails when one has no handler. */
  static forJobs(jobs: readonly JobName[]): DynamicModule {
    return {
      module: QueueModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: DECLARED_JOBS, useValue: [...KIT_JOBS, ...jobs] },
        JobRegistry,
        {
          provide: JobQueue,
          inject: [AppConfig, RedisConnections, JobRegistry],
          useFactory: (config: AppConfig, redis: RedisConnections, registry: JobRegistry): JobQueue =>
            redis.enabled ? new BullJobQueue(config, redis, registry) : new InlineJobQueue(registry),
        },
      ],
      exports: [JobQueue],
    };
  }
}
