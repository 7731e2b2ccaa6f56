import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
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
 * layer on a trivial route (bench/README.md#lessons). The child is made when the request first writes a
 * line (RequestLog).
 */
export function fastifyLoggerOptions(root: Logger): Pick<FastifyServerOptions, 'loggerInstance' | 'logController'> {
  return { loggerInstance: requestLogParent(root), logController: new RequestLogs() };
}

/**
 * Fastify's logger: `root` for the server's own lines; its children (one per request) are RequestLogs,
 * made pino children only when they first write. Why: docs/decisions.md#per-request-http-work
 */
export function requestLogParent(root: Logger): Logger {
  const parent = Object.create(root) as Logger;
  parent.child = ((bindings: Bindings, options?: ChildLoggerOptions) => new RequestLog(root, bindings, options ?? {})) as unknown as Logger['child'];
  return parent;
}

/**
 * A request's logger, made into a pino child of the root logger (with the request's `req_id`)
 * when the request first writes a line. Fastify makes one per request, and a pino child costs
 * about a microsecond to make, some 4 % of the liveness route's CPU (bench/health.mjs), while most
 * requests write only their completion line, and liveness probes none.
 */
export class RequestLog implements FastifyBaseLogger {
  #logger?: Logger;

  constructor(
    private readonly parent: Logger | RequestLog,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made on first use. */
  get logger(): Logger {
    if (!this.#logger) {
      const parent = this.parent instanceof RequestLog ? this.parent.logger : this.parent;
      this.#logger = parent.child(this.ownBindings, this.options);
    }
    return this.#logger;
  }

  get level(): string {
    return this.#logger?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  /** Answered without making the child while it would inherit the root's level. */
  isLevelEnabled(level: string): boolean {
    return (this.#logger ?? (this.options.level === undefined ? this.parent : this.logger)).isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }

  /** A child, itself made into a pino child (and this one with it) only when it writes. */
  child(bindings: Bindings, options?: ChildLoggerOptions): RequestLog {
    return new RequestLog(this.#logger ?? this, bindings, options ?? {});
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (this.isLevelEnabled(level)) {
      (this.logger[level] as (...a: unknown[]) => void)(...args);
    }
  }
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
