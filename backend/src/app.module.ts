import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { createValidationPipe } from './common/errors/validation';
import { SpaFallback } from './common/http/spa-fallback';
import { HttpDrain } from './common/http/http-drain';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { ADMIN_MEMBER_DATA, AdminModule } from './modules/admin';
import { MemberDataModule } from './common/member-data/member-data.module';
import { DOMAINS } from './modules/registry';
import { MailModule } from './mail/mail.module';
import { QueueModule } from './queue/queue.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';

/** The application: infrastructure first, then every domain of the registry, then the console's API. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        DatabaseModule.forEntities(DOMAINS.flatMap((domain) => domain.entities ?? [])),
        RedisModule,
        QueueModule.forJobs(DOMAINS.flatMap((domain) => domain.jobs ?? [])),
        MailModule,
        HealthModule,
        RealtimeModule,
        // Exports and erasures reach every domain's part through it (the console's reports included).
        MemberDataModule.register([...DOMAINS, ADMIN_MEMBER_DATA]),
        ...DOMAINS.map((domain) => domain.module),
        AdminModule,
      ],
      providers: [
        SpaFallback,
        HttpDrain,
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
