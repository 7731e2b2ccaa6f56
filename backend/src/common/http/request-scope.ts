import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What belongs to the request being served, wherever the code runs: its logger (lines carry its
 * `req_id`) and its fork of the entity manager (MikroORM's request context), forked on first use
 * only, so a route that never touches the ORM pays nothing for it.
 */
export class RequestScope {
  #em?: EntityManager;
  #forking = false;

  /** Whether this request's hot reads may go to the read replica (database/read-routing.ts; asked once). */
  readsOnReplica?: Promise<boolean>;

  constructor(
    readonly log: FastifyBaseLogger,
    private readonly root: EntityManager,
    private readonly request?: Pick<FastifyRequest, 'method'> & { user?: { id: number } },
  ) {}

  /** The request's HTTP method (GET outside a request). */
  get method(): string {
    return this.request?.method ?? 'GET';
  }

  /** The signed-in member, once the guards have run. */
  get memberId(): number | undefined {
    return this.request?.user?.id;
  }

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
 * Opens the request scope from the app's one `preHandler` hook (a Nest middleware brings middie to
 * every request); `resolveEm` runs on the first request. Why: docs/decisions.md#per-request-http-work
 */
export function requestScopeOpener(resolveEm: () => EntityManager): (request: FastifyRequest, done: () => void) => void {
  let root: EntityManager | undefined;
  return (request, done) => {
    root ??= resolveEm();
    storage.run(new RequestScope(request.log, root, request as Pick<FastifyRequest, 'method'> & { user?: { id: number } }), done);
  };
}
