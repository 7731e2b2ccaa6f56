import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries that do not depend on the request (security headers, CORS's
 * fixed ones) and the request id, set on the raw response in `onSend`, before Fastify's
 * `writeHead()` adds the reply's own on top: a route's value replaces a fixed one in place, and a
 * hijacked answer (`reply.hijack()`) never reaches `onSend`, so it carries none of them.
 */
export class ResponseHeaders {
  private readonly entries: readonly (readonly [string, string])[];

  /** Checked at start-up, so a bad value stops the app instead of failing every answer. */
  constructor(fixed: Readonly<Record<string, string>>) {
    for (const [name, value] of Object.entries(fixed)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      if (name !== name.toLowerCase()) {
        throw new Error(`Fixed response header ${name} must be given in lower case`);
      }
    }
    this.entries = Object.entries(fixed);
  }

  /** Adds the fixed headers and the request's id (`request.id`, request-logger.ts) to the answer. */
  add(request: FastifyRequest, reply: FastifyReply): void {
    for (const [name, value] of this.entries) {
      reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('x-request-id', request.id);
  }
}
