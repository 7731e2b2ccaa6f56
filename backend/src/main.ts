import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from './app.module';
import { AppLogger } from './common/http/app-logger';
import { rootLogger } from './common/http/request-logger';
import { createHttpApp, migrateApp, resolveDatabase } from './bootstrap';
import { loadConfig } from './config/app-config';
import { runSeeders } from './database/seed';

/**
 * Starts Plaza: resolves the database (embedded unless DATABASE_URL), applies migrations, then
 * serves HTTP and sockets (APP_ROLE all|api) and/or runs queue workers (all|worker).
 */
async function main(): Promise<void> {
  const logger = new Logger('Plaza');
  const config = loadConfig();
  const embedded = await resolveDatabase(config);
  let app: INestApplicationContext | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.log(`${signal}: shutting down`);
    // Within 10 s, as orchestrators expect: requests in flight get 5 s (HttpDrain), Redis 1 s.
    const force = setTimeout(() => {
      logger.error('Shutdown did not finish within 9 s: exiting anyway');
      process.exit(1);
    }, 9_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      await embedded?.stop();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    if (config.role === 'worker') {
      app = await NestFactory.createApplicationContext(AppModule.register(config), { bufferLogs: true });
      app.useLogger(new AppLogger(rootLogger(config)));
      await migrateApp(app, config);
      await app.init();
      logger.log('Queue workers running (APP_ROLE=worker)');
      return;
    }
    const http = await createHttpApp(config);
    app = http;
    const applied = await migrateApp(http, config);
    if (applied.length) {
      logger.log(`Database schema up to date (${applied.length} migration${applied.length === 1 ? '' : 's'} applied)`);
      logger.debug(`Applied migrations: ${applied.join(', ')}`);
    }
    if (embedded?.created && config.seedDemo) {
      await runSeeders(http);
    }
    await http.listen({ port: config.port, host: config.host });
    logger.log(`Plaza is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
  } catch (error) {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

void main();
