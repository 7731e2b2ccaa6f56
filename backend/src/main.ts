import { phaseDone, startupSummary } from './startup-clock';
import { flushCompileCache } from './compile-cache';
import 'reflect-metadata';
import type { INestApplicationContext, Logger } from '@nestjs/common';
import type * as AppModuleFile from './app.module';
import type * as BootstrapFile from './bootstrap';
import type * as RequestLoggerFile from './common/http/request-logger';
import type * as SeedFile from './database/seed';
import { loadConfig } from './config/app-config';
import { launchDatabase } from './database/embedded-postgres';

/** @nestjs/common, required when needed: it loads after PostgreSQL is launched (see main). */
function nestCommon(): typeof import('@nestjs/common') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  return require('@nestjs/common') as typeof import('@nestjs/common');
}

/** Nest's logger for the start-up's own lines. */
const plazaLogger = (): Logger => new (nestCommon().Logger)('Plaza');

/**
 * Starts Plaza: resolves the database (embedded unless DATABASE_URL), migrates, then serves (APP_ROLE
 * all|api) and/or runs workers (all|worker). Modules are required, not imported, so that they load
 * while the embedded PostgreSQL starts. Why: docs/decisions.md#start-up
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = launchDatabase(config);
  let app: INestApplicationContext | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    plazaLogger().log(`${signal}: shutting down`);
    // Within 10 s, as orchestrators expect: requests in flight get 5 s (HttpDrain), Redis 1 s.
    const force = setTimeout(() => {
      plazaLogger().error('Shutdown did not finish within 9 s: exiting anyway');
      process.exit(1);
    }, 9_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      await (await database.ready.catch(() => undefined))?.stop();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await database.launched;
  phaseDone('launch');
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded while PostgreSQL starts (see above) */
  const { createHttpApp, migrateApp } = require('./bootstrap') as typeof BootstrapFile;
  const { rootLogger } = require('./common/http/request-logger') as typeof RequestLoggerFile;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const logger = plazaLogger();
  phaseDone('modules');
  const embedded = await database.ready;
  phaseDone('database');

  try {
    if (config.role === 'worker') {
      /* eslint-disable @typescript-eslint/no-require-imports -- as above */
      const { NestFactory } = require('@nestjs/core') as typeof import('@nestjs/core');
      const { AppModule } = require('./app.module') as typeof AppModuleFile;
      const { AppLogger } = require('./common/http/app-logger') as typeof import('./common/http/app-logger');
      /* eslint-enable @typescript-eslint/no-require-imports */
      app = await NestFactory.createApplicationContext(AppModule.register(config), { bufferLogs: true });
      app.useLogger(new AppLogger(rootLogger(config)));
      await migrateApp(app, config);
      await app.init();
      logger.log('Queue workers running (APP_ROLE=worker)');
      return;
    }
    const http = await createHttpApp(config);
    app = http;
    phaseDone('nest');
    const applied = await migrateApp(http, config);
    phaseDone('migrations');
    if (applied.length) {
      logger.log(`Database schema up to date (${applied.length} migration${applied.length === 1 ? '' : 's'} applied)`);
      logger.debug(`Applied migrations: ${applied.join(', ')}`);
    }
    if (embedded?.created && config.seedDemo) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- only on a first start
      const { runSeeders } = require('./database/seed') as typeof SeedFile;
      await runSeeders(http);
      phaseDone('seed');
    }
    await http.listen({ port: config.port, host: config.host });
    phaseDone('listen');
    logger.log(`Plaza is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
    const startup = startupSummary();
    rootLogger(config).info({ startup: startup.phases }, `Started in ${startup.total} ms`);
    flushCompileCache();
  } catch (error) {
    // A start that fails inside Nest's set-up (the database refusing the connection, say) leaves
    // Nest's start-up log buffer (bootstrap.ts: bufferLogs) attached: flushed here, or the
    // reason is never printed.
    nestCommon().Logger.flush();
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

void main();
