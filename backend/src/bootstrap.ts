import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { directDatabaseUrl, type AppConfig } from './config/app-config';
import { ObjectStore } from './files/object-store';
import { servePublicMediaFromStore } from './files/public-media';
import { launchDatabase, type EmbeddedDatabase } from './database/embedded-postgres';
import { migrate } from './database/migrate';
import { ReadRouting } from './database/read-routing';
import { setupOpenApi } from './openapi';
import { RealtimeIoAdapter } from './realtime/io-adapter';
import { AppLogger } from './common/http/app-logger';
import { fastifyLoggerOptions, requestId, rootLogger } from './common/http/request-logger';
import { requestScopeOpener } from './common/http/request-scope';
import { frontendCacheHeaders } from './common/http/frontend-delivery';
import { securityHeaders } from './common/http/security-headers';
import { Cors } from './common/http/cors';
import { jsonBodyParser, refuseBadText } from './common/http/input-guard';
import { MULTIPART_FIELD_MAX_BYTES } from './common/uploads/multipart';
import { robotsTxt, sitemapXml } from './common/sharing/head-tags';
import { PagePreviews } from './common/sharing/page-previews';
import { HttpDrain } from './common/http/http-drain';
import { ResponseHeaders } from './common/http/response-headers';

/** Largest body accepted, but for multipart uploads. */
const BODY_LIMIT = 1024 * 1024;

/** Largest multipart upload accepted at all; each upload kind has its own smaller limit. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * Resolves `config.databaseUrl`: DATABASE_URL when set, else the embedded PostgreSQL under
 * DATA_DIR/pg (started here; the caller stops it).
 */
export function resolveDatabase(config: AppConfig): Promise<EmbeddedDatabase | undefined> {
  return launchDatabase(config).ready;
}

/** Creates the HTTP application (not yet listening): Fastify, security headers, uploads, static files, docs. */
export async function createHttpApp(config: AppConfig, options: { bufferLogs?: boolean } = {}): Promise<NestFastifyApplication> {
  const logger = rootLogger(config);
  const adapter = new FastifyAdapter({
    // A hop count trusts that many proxies nearest to the app (as Fastify does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // A path segment may be a 255-character username, percent-encoded up to 12 bytes a character;
    // longer ones reach the routes (404) instead of Fastify's bare 414.
    routerOptions: { maxParamLength: 8192 },
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => requestId(req.headers['x-request-id']),
    ...fastifyLoggerOptions(logger),
    // No Nest middleware: what the app needs per request runs in Fastify hooks (request-scope.ts).
    skipMiddie: true,
  });
  // What every answer carries: the security headers, CORS, the request id. The request's CORS
  // headers (and a preflight's answer) in one `onRequest` hook, the rest added by the `onSend`
  // hook below (ResponseHeaders).
  const cors = new Cors(config.corsOrigins);
  const headers = new ResponseHeaders({ ...securityHeaders(config), ...cors.fixedHeaders });
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    if (!cors.apply(request, reply)) {
      done();
    }
  });
  // One hook before the route: text PostgreSQL cannot take refused (422), then the request's
  // scope (logger, entity manager) opened around the route.
  const openScope = requestScopeOpener(() => app.get(MikroORM).em);
  adapter.getInstance().addHook('preHandler', (request, reply, done) => {
    if (!refuseBadText(request, reply)) {
      openScope(request, done);
    }
  });
  HttpDrain.install(adapter.getInstance(), headers, () => app.get(HttpDrain));
  if (config.database.readUrl) {
    // Read-your-writes: as a member's write is answered, their reads move to the primary for a while.
    adapter.getInstance().addHook('onSend', async (request, _reply, payload) => {
      const member = (request as { user?: { id: number } }).user;
      if (member && request.method !== 'GET' && request.method !== 'HEAD') {
        await app.get(ReadRouting).wrote(member.id);
      }
      return payload;
    });
  }
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    bufferLogs: options.bufferLogs ?? true,
  });
  app.useLogger(new AppLogger(logger));
  // JSON bodies as Nest parses them, nested at most MAX_JSON_DEPTH deep (input-guard.ts).
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, jsonBodyParser(adapter.getInstance()));
  app.useWebSocketAdapter(new RealtimeIoAdapter(app));
  app.setGlobalPrefix('api');

  // Multipart bodies are read as streams (`request.parts()`, common/uploads/multipart.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: Math.max(MAX_UPLOAD_BYTES, config.video.maxBytes), files: 10, fields: 100, fieldSize: MULTIPART_FIELD_MAX_BYTES } });

  if (config.storage.driver === 's3') {
    servePublicMediaFromStore(adapter.getInstance(), app.get(ObjectStore));
  } else {
    const publicMedia = join(config.uploadsDir, 'public');
    mkdirSync(publicMedia, { recursive: true });
    // Every public file has a generated name that never changes: a year's cache, as the S3 route sends.
    await app.register(fastifyStatic, { root: publicMedia, prefix: '/storage/', decorateReply: false, index: false, maxAge: '365d', immutable: true });
  }
  if (config.frontendDist) {
    mkdirSync(config.frontendDist, { recursive: true });
    // Brotli or gzip files written by the frontend build, sent as they are; hashed assets cached for good.
    await app.register(fastifyStatic, {
      root: config.frontendDist,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: frontendCacheHeaders,
    });
  }

  // What crawlers ask for: the public pages and where they are (common/sharing).
  adapter.getInstance().get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(config.publicUrl)));
  adapter.getInstance().get('/sitemap.xml', async (_request, reply) => {
    const pages = config.guestRead ? await app.get(PagePreviews).publicPages() : [];
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(sitemapXml(config.publicUrl, pages));
  });

  setupOpenApi(app);
  return app;
}

function hops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

/** Applies the committed migrations to the app's database. */
export async function migrateApp(app: { get: NestFastifyApplication['get'] }, config: AppConfig): Promise<string[]> {
  const pooledUrl = config.databaseUrl!;
  return migrate(app.get(MikroORM), { pooledUrl, directUrl: directDatabaseUrl(config) ?? pooledUrl, settings: config.database });
}
