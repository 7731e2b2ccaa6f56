import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { migrateApp, resolveDatabase } from '../bootstrap';
import { loadConfig } from '../config/app-config';
import { runSeeders } from '../database/seed';

/** `npm run seed`: applies migrations and fills the demo data set (embedded or DATABASE_URL). */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule.register({ ...config, role: 'api' }), { logger: ['error', 'warn', 'log'] });
  try {
    await migrateApp(app, config);
    await runSeeders(app);
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
