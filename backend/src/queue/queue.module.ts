import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { BullJobQueue } from './bullmq-queue';
import { InlineJobQueue } from './inline-queue';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';

/** Provides `JobQueue`: BullMQ when REDIS_URL is set, the inline driver otherwise. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    JobRegistry,
    {
      provide: JobQueue,
      inject: [AppConfig, RedisConnections, JobRegistry],
      useFactory: (config: AppConfig, redis: RedisConnections, registry: JobRegistry): JobQueue =>
        redis.enabled ? new BullJobQueue(config, redis, registry) : new InlineJobQueue(registry),
    },
  ],
  exports: [JobQueue],
})
export class QueueModule {}
