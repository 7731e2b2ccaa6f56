import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from 'mime-types';
import { IMMUTABLE_CACHE, type ByteRange, type ObjectStore } from './object-store';

/** One `bytes=` range of a file of `size` bytes: the range, 'unsatisfiable', or undefined (send it all). */
export function singleRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) {
    return undefined;
  }
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * /storage/<kind>/<file> with object storage: the same addresses as the local folder, on every
 * instance. With S3_PUBLIC_URL (a CDN or a public bucket) a 302 to it; otherwise the object is
 * streamed from the bucket, Range included, with a year's cache (names never change).
 */
export function servePublicMediaFromStore(fastify: FastifyInstance, store: ObjectStore): void {
  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/storage/:folder/*',
    handler: async (request: FastifyRequest<{ Params: { folder: string; '*': string } }>, reply: FastifyReply) => {
      const parts = [request.params.folder, ...request.params['*'].split('/')];
      if (parts.some((part) => part === '' || part.startsWith('.'))) {
        return reply.callNotFound();
      }
      const key = `public/${parts.join('/')}`;
      const cdn = store.publicUrl(key);
      if (cdn) {
        return reply.status(302).header('location', cdn).header('cache-control', 'public, max-age=86400').send();
      }
      const info = await store.stat(key);
      if (!info) {
        return reply.callNotFound();
      }
      void reply
        .header('content-type', lookup(key) || 'application/octet-stream')
        .header('cache-control', IMMUTABLE_CACHE)
        .header('accept-ranges', 'bytes')
        .header('last-modified', info.modified.toUTCString());
      const range = singleRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      }
      const length = range ? range.end - range.start + 1 : info.size;
      void reply.status(range ? 206 : 200).header('content-length', String(length));
      if (range) {
        void reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      }
      if (request.method === 'HEAD' || length === 0) {
        return reply.send();
      }
      return reply.send(await store.read(key, range));
    },
  });
}
