import { sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Built files whose names carry their content hash (Vite's `assets/` folder): they never change. */
const HASHED = `${sep}assets${sep}`;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Cache headers of the built frontend: hashed assets are cached for a year and never
 * revalidated (a new build has new names); everything else (index.html, the favicon) is
 * revalidated on every use, so a new build is picked up at once.
 */
export function frontendCacheHeaders(reply: FastifyReply, path: string): void {
  void reply.header('cache-control', path.includes(HASHED) ? IMMUTABLE : REVALIDATE);
}
