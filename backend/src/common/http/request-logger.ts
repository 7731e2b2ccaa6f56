import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when it is sane, else a new UUID. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Structured logs with one request id per request (taken from X-Request-Id when sane). */
export function requestLoggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      // Fastify has already given the request its id (see bootstrap): log that same id.
      genReqId: (req: IncomingMessage, res: ServerResponse) =>
        req.id ?? (res.getHeader('x-request-id') as string | undefined) ?? requestId(req.headers['x-request-id']),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/api/health/live' },
    },
    exclude: [],
  };
}
