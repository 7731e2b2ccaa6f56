import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from '../openapi';

/**
 * Writes openapi.json from the Nest app's metadata. No database or Redis is needed: the ORM
 * connects lazily and nothing here queries it. Output path: argv[2] or <repo>/openapi.json.
 */
async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'openapi.json'));
  const config = loadConfig({
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none',
    DATA_DIR: resolve(__dirname, '..', '..', '.openapi-data'),
    JWT_SECRET: 'openapi',
    PUSHER_APP_KEY: 'openapi',
    PUSHER_APP_SECRET: 'openapi',
    VAPID_PUBLIC_KEY: 'openapi',
    VAPID_PRIVATE_KEY: 'openapi',
    FRONTEND_DIST: '',
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), new FastifyAdapter(), {
    logger: false,
  });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  process.stdout.write(`openapi.json written to ${out}\n`);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
