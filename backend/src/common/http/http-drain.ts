import type { Server } from 'node:http';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { ResponseHeaders } from './response-headers';

/** Longest wait for requests in flight at shutdown before their connections are cut. */
export const DRAIN_GRACE_MS = 5000;

/**
 * Graceful HTTP shutdown. Node's `server.close()` (called by Socket.IO and Fastify when the app
 * closes) reaps only the keep-alive connections idle at that instant; a connection whose request
 * was still running stayed open after its answer until the keep-alive timeout (72 s), and the
 * app's close waited for it. From the start of shutdown every answer says `Connection: close`,
 * idle connections are closed, and whatever is still open after DRAIN_GRACE_MS is cut.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private closing = false;

  constructor(private readonly host: HttpAdapterHost) {}

  /**
   * Adds what every answer gets on its way out (`onSend`): the fixed headers and the request id
   * (ResponseHeaders), and, once shutdown has begun, `Connection: close`. One hook for both.
   */
  static install(fastify: FastifyInstance, headers: ResponseHeaders, drain: () => HttpDrain): void {
    // Looked up once: `app.get()` goes through Nest's application proxy and its container.
    let instance: HttpDrain | undefined;
    fastify.addHook('onSend', (request, reply, payload, done) => {
      headers.add(request, reply);
      if ((instance ??= drain()).closing) {
        void reply.header('connection', 'close');
      }
      done(null, payload);
    });
  }

  get draining(): boolean {
    return this.closing;
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
    const server = this.host.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) {
      return;
    }
    server.closeIdleConnections();
    const cut = setTimeout(() => {
      this.logger.warn(`Requests still running after ${DRAIN_GRACE_MS} ms of shutdown: their connections are closed`);
      server.closeAllConnections();
    }, DRAIN_GRACE_MS);
    cut.unref();
    server.once('close', () => clearTimeout(cut));
  }
}
