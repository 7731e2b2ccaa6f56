import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/**
 * @fastify/multipart as Plaza uses it: `request.isMultipart()` and `request.parts()`, read as
 * streams (common/uploads/multipart.ts, the storage uploads), never saved to temporary files.
 *
 * The plugin adds two hooks to every request of the app, multipart or not, for its temporary
 * files only (`saveRequestFiles()`): an async `onRequest` hook listening for the response's
 * `close`, and an async `onResponse` hook removing them. Each costs a promise and a turn of the
 * microtask queue on every request, about a twentieth of the liveness route's CPU
 * (bench/README.md). They are left out here, and `saveRequestFiles()` (which would need them to
 * clean up) throws instead of leaving its files behind.
 */
export const multipartStreams: FastifyPluginCallback<FastifyMultipartOptions> = (fastify, options, done) => {
  const plugin = multipart as unknown as FastifyPluginCallback<FastifyMultipartOptions>;
  const instance = Object.create(fastify, {
    addHook: {
      value(name: string, hook: never) {
        if (!cleansTemporaryFiles(name, hook)) {
          fastify.addHook(name as 'preValidation', hook);
        }
        return instance;
      },
    },
    decorateRequest: {
      value(name: string, value: unknown, dependencies?: string[]) {
        fastify.decorateRequest(name, name === 'saveRequestFiles' ? refuseTemporaryFiles : value, dependencies);
        return instance;
      },
    },
  }) as FastifyInstance;
  plugin(instance, options, done);
};
// What fastify-plugin marks: the plugin's decorators and parser belong to the instance it is
// registered on (every route of the app), not to a context of its own.
Object.assign(multipartStreams, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: '@fastify/multipart' });

/**
 * Whether a hook the plugin adds is one of its two temporary-file hooks: an `onRequest` or
 * `onResponse` hook that cleans the request's files. Recognised by what it calls, not by its
 * name alone, so that a hook a later version of the plugin adds for another purpose is kept.
 */
export function cleansTemporaryFiles(name: string, hook: unknown): boolean {
  return (name === 'onRequest' || name === 'onResponse') && typeof hook === 'function' && String(hook).includes('cleanRequestFiles');
}

function refuseTemporaryFiles(): never {
  throw new Error('saveRequestFiles() is not available: Plaza reads multipart bodies as streams (common/http/multipart-streams.ts)');
}
