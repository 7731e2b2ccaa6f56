import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a preflight allows: every method the API uses, so a browser on an allowed origin can
 * PATCH and DELETE too (`app.enableCors()`'s default allowed only GET, HEAD and POST).
 */
export const PREFLIGHT_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE';

/**
 * CORS for CORS_ORIGINS with credentials, answering as `app.enableCors` did, inside the app's one
 * `onRequest` hook: Nest's @fastify/cors wrapper cost ~5 % of every request. Why, and the answers:
 * docs/decisions.md#per-request-http-work
 */
export class Cors {
  private readonly any: boolean;
  private readonly origins: ReadonlySet<string>;
  /** Headers that do not depend on the request. */
  readonly fixedHeaders: Readonly<Record<string, string>>;

  constructor(origins: readonly string[]) {
    this.any = origins.includes('*');
    this.origins = new Set(origins);
    this.fixedHeaders = this.any
      ? { 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true' }
      : { vary: 'Origin', 'access-control-allow-credentials': 'true' };
  }

  /**
   * Adds the request's CORS headers to `reply` (the fixed ones are already there). True when the
   * request was a preflight and has been answered.
   */
  apply(request: FastifyRequest, reply: FastifyReply): boolean {
    const origin = request.headers.origin;
    if (!this.any && origin !== undefined && this.origins.has(origin)) {
      void reply.header('access-control-allow-origin', origin);
    }
    if (request.raw.method !== 'OPTIONS') {
      return false;
    }
    if (!origin || !request.headers['access-control-request-method']) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return true;
    }
    void reply
      .header('access-control-allow-methods', PREFLIGHT_METHODS)
      .header('vary', this.any ? 'Access-Control-Request-Headers' : 'Origin, Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) {
      void reply.header('access-control-allow-headers', requested);
    }
    void reply.code(204).header('content-length', '0').send();
    return true;
  }
}
