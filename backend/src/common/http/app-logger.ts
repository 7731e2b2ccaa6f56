import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';
import { currentRequestScope } from './request-scope';

/**
 * Nest's `Logger` on pino. Inside a request a line goes to the request's child logger, so it
 * carries the request's `req_id`; elsewhere (start-up, jobs, sockets) to the root logger.
 * Nest passes the logger's context (e.g. 'Auth') as the last parameter, and for errors the
 * stack before it.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const logger = (currentRequestScope()?.log as Logger | undefined) ?? this.root;
    if (!logger.isLevelEnabled(level)) {
      return;
    }
    const fields: Record<string, unknown> = {};
    const last = params.at(-1);
    if (params.length > 0 && typeof last === 'string') {
      const isStack = (level === 'error' || level === 'fatal') && params.length === 1 && /\n\s+at /.test(last);
      fields[isStack ? 'stack' : 'context'] = last;
      if (!isStack && params.length > 1 && typeof params[0] === 'string') {
        fields.stack = params[0];
      }
    }
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      logger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      logger[level](fields, String(message));
    }
  }
}
