import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SpaFallback } from '../http/spa-fallback';
import { TooManyRequestsException } from './too-many-requests';
import { classifyError } from './error-status';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  503: 'Service unavailable',
};

/** Fastify's own errors (body parsing, limits, content types) carry a 4xx `statusCode`. */
function fastifyStatus(exception: unknown): number | undefined {
  if (typeof exception === 'object' && exception !== null && 'statusCode' in exception) {
    const code = (exception as { statusCode: unknown }).statusCode;
    if (typeof code === 'number' && code >= 400 && code < 500) {
      return code;
    }
  }
  return undefined;
}

function bodyOf(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return { statusCode: status, message: response };
  }
  const r = response as { message?: unknown; errors?: Record<string, string[]> };
  const message = Array.isArray(r.message)
    ? String(r.message[0])
    : typeof r.message === 'string'
      ? r.message
      : (STATUS_TEXT[status] ?? exception.message);
  return r.errors ? { statusCode: status, message, errors: r.errors } : { statusCode: status, message };
}

const faults = new Logger('Exceptions');
/** A 503 is logged once every few seconds at most (an outage must not flood the logs). */
let lastUnavailableLog = 0;

/**
 * The answer to an error that is none of the API's own (an HttpException) nor Fastify's 4xx: the
 * status and message `classifyError` finds (503, 422, 409…), else a bare 500. What a driver
 * said never reaches the client; every 500 is logged with its stack (on the request's logger,
 * so with its `req_id`). Also for answers written outside Nest (the tus server's).
 */
export function unexpectedErrorAnswer(exception: unknown): ErrorBody {
  const classified = classifyError(exception);
  const text = exception instanceof Error ? exception.message : String(exception);
  if (!classified) {
    faults.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
  if (classified.status !== HttpStatus.SERVICE_UNAVAILABLE) {
    faults.debug?.(`${classified.status}: ${text}`);
  } else if (Date.now() - lastUnavailableLog > 5000) {
    lastUnavailableLog = Date.now();
    faults.warn(`Answering 503, a dependency is unavailable: ${text}`);
  }
  return { statusCode: classified.status, message: classified.message };
}

/**
 * Every error leaves in one envelope; nothing unexpected leaks a stack trace, and bad input
 * rejected by Fastify keeps its 4xx. A 404 for a page route serves the frontend instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      throw exception;
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();

    let body: ErrorBody;
    if (exception instanceof HttpException) {
      body = bodyOf(exception);
    } else {
      const status = fastifyStatus(exception);
      body = status ? { statusCode: status, message: (exception as Error).message || STATUS_TEXT[status] || 'Bad request' } : unexpectedErrorAnswer(exception);
    }
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      void reply.header('retry-after', '5');
    }
    if (exception instanceof TooManyRequestsException) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    // Answered before the body was read (a 413 mid-upload, a 401 before a big form): close the
    // connection, or the unread rest would hold up the next request on it.
    if (!request.raw.complete) {
      void reply.header('connection', 'close');
    }

    if (body.statusCode === HttpStatus.NOT_FOUND && this.spa.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }
    if (body.statusCode === HttpStatus.NOT_FOUND && body.message.startsWith('Cannot ')) {
      body.message = 'Not found';
    }
    if (!request.raw.complete) {
      // Answered before the body was read (an upload over its limit): the rest of it would stay
      // in the connection, so it is closed after this answer rather than kept alive.
      void reply.header('connection', 'close');
    }
    void reply.status(body.statusCode).send(body);
  }
}
