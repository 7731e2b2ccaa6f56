import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ormConfig } from './orm.config';
import { ReadRouting } from './read-routing';

/**
 * MikroORM on PostgreSQL. The URL is resolved before the app is created (DATABASE_URL, or the
 * embedded server started by the bootstrap), so this module never starts a server itself.
 */
@Module({})
export class DatabaseModule {
  /** `entities`: the ORM entities of every domain (modules/registry.ts). */
  static forEntities(entities: readonly EntityClass<object>[]): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [AppConfig],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => {
            if (!config.databaseUrl) {
              throw new Error('databaseUrl must be resolved before the app module is created');
            }
            // The request context comes from a Fastify hook (common/http/request-scope.ts), not a middleware.
            return { ...ormConfig(config.databaseUrl, { entities: [...entities] }, config.database), registerRequestContext: false };
          },
        }),
      ],
      providers: [ReadRouting],
      exports: [ReadRouting],
    };
  }
}
