import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/** The request's id: the caller's X-Request-Id when it is sane, else a new UUID. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Start-up chatter at `info` from the framework (a line per module, per route, per migration, per
 * listening address) that says nothing an operator needs: logged at `debug` instead. Plaza says
 * itself, in one line, where it runs.
 */
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'WebSocketsController', 'MikroORM']);
const CHATTY_MESSAGES = /^Server listening at /;

const INFO = 30;

/** True for an info entry of the framework's start-up chatter (pino's log-method arguments). */
export function isStartupChatter(args: unknown[], level: number): boolean {
  if (level !== INFO) {
    return false;
  }
  const [first, second] = args;
  if (typeof first === 'string') {
    return CHATTY_MESSAGES.test(first);
  }
  const context = first && typeof first === 'object' ? (first as { context?: unknown }).context : undefined;
  return (typeof context === 'string' && CHATTY_CONTEXTS.has(context)) || (typeof second === 'string' && CHATTY_MESSAGES.test(second));
}

let prettyStream: DestinationStream | undefined;

/** The pino settings of the process's logger: level, redaction, quiet start, format. */
export function pinoOptions(config: AppConfig): { options: LoggerOptions; stream?: DestinationStream } {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: REDACT,
    hooks: {
      logMethod(args, method, level) {
        if (isStartupChatter(args, level)) {
          (this.debug as (...a: unknown[]) => void)(...args);
          return;
        }
        method.apply(this, args);
      },
    },
  };
  if (config.logFormat !== 'pretty') {
    return { options };
  }
  prettyStream ??= pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true });
  return { options, stream: prettyStream };
}

/**
 * The process's one pino logger: Fastify's request logs and every Nest log line
 * (common/http/app-logger.ts) go through it.
 */
export function rootLogger(config: AppConfig): Logger {
  const { options, stream } = pinoOptions(config);
  return stream ? pino(options, stream) : pino(options);
}

/**
 * Request logs come from Fastify's own pino logger (the root logger), one child per request
 * carrying its id (`req_id`). It measured twice as fast as pino-http behind Nest's middleware
 * layer on a trivial route (bench/README.md).
 */
export function fastifyLoggerOptions(root: Logger): Pick<FastifyServerOptions, 'loggerInstance' | 'logController'> {
  return { loggerInstance: root, logController: new RequestLogs() };
}

/**
 * One line per request (when it completes, with its status and time); none for liveness probes.
 * API calls and failures at `info` and above; the frontend's files and media at `debug`.
 */
class RequestLogs extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'req_id', disableRequestLogging: (req: FastifyRequest) => req.url === '/api/health/live' });
  }

  override incomingRequest(_request: FastifyRequest, _reply: FastifyReply): void {
    // The completion line says everything the arrival line would.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else {
      const level = reply.statusCode >= 500 ? 'error' : isApi(request.url) || reply.statusCode >= 400 ? 'info' : 'debug';
      reply.log[level](line, 'request completed');
    }
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
