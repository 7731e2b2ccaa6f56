import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * What belongs to the request being served, wherever the code runs: its logger (lines carry its
 * `req_id`) and its fork of the entity manager (MikroORM's request context), forked on first use
 * only, so a route that never touches the ORM pays nothing for it.
 */
export class RequestScope {
  #em?: EntityManager;
  #forking = false;

  constructor(
    readonly log: FastifyBaseLogger,
    private readonly root: EntityManager,
  ) {}

  /** The request's fork; undefined only while it is being made (the ORM asks for the context then). */
  get em(): EntityManager | undefined {
    if (!this.#em && !this.#forking) {
      this.#forking = true;
      try {
        this.#em = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.#forking = false;
      }
    }
    return this.#em;
  }

  /** The request's fork if it has been made (reading this does not make it). */
  get forked(): EntityManager | undefined {
    return this.#em;
  }
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The scope of the request being served, if any. */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

/**
 * Opens the scope with a Fastify `preHandler` hook, where @mikro-orm/nestjs and nestjs-pino each
 * used a Nest middleware, which made Fastify run the whole middie layer on every request.
 * `preHandler` runs after the body is parsed and calls the route (Nest's guards, pipes,
 * interceptors and handler) synchronously, so everything the request awaits sees the scope.
 * `resolveEm` is called on the first request: the hook is added before the Nest app exists.
 */
export function registerRequestScope(fastify: FastifyInstance, resolveEm: () => EntityManager): void {
  let root: EntityManager | undefined;
  fastify.addHook('preHandler', (request, _reply, done) => {
    root ??= resolveEm();
    storage.run(new RequestScope(request.log, root), done);
  });
}
