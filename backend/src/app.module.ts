import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { createValidationPipe } from './common/errors/validation';
import { SpaFallback } from './common/http/spa-fallback';
import { PagePreviews } from './common/sharing/page-previews';
import { HttpDrain } from './common/http/http-drain';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { DomainsModule } from './common/domain/domains.module';
import { adminDomain } from './modules/admin';
import { DOMAINS } from './modules/registry';
import { MailModule } from './mail/mail.module';
import { QueueModule } from './queue/queue.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';

/** Every domain of the registry, then moderation (which reads the registry). */
const DESCRIPTORS = [...DOMAINS, adminDomain];

/** The application: infrastructure first, then every domain, moderation last. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        DatabaseModule.forEntities(DESCRIPTORS.flatMap((domain) => domain.entities ?? [])),
        RedisModule,
        FilesModule,
        QueueModule.forJobs(DESCRIPTORS.flatMap((domain) => domain.jobs ?? [])),
        MailModule,
        HealthModule,
        RealtimeModule,
        DomainsModule.register(DESCRIPTORS),
        ...DESCRIPTORS.map((domain) => domain.module),
      ],
      providers: [
        SpaFallback,
        PagePreviews,
        HttpDrain,
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
