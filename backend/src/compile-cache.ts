import module from 'node:module';
import { join, resolve } from 'node:path';

/**
 * Node's compile cache for the backend's modules (V8 code cache on disk): loading the module graph
 * is most of the start-up time, and about a third of it is compiling. The cache lives under
 * DATA_DIR (`compile-cache/`), the one directory Plaza may always write to (also in the
 * container image); NODE_COMPILE_CACHE, when set, wins (Node enables it itself), and
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off. Entries are keyed by Node's version and each file's
 * content, so a new build or Node never runs stale code. It only speeds up: a directory that cannot be
 * written leaves start-up as it was.
 *
 * Imported by main.ts before anything else, so every module loaded after it is cached.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (typeof module.enableCompileCache !== 'function') {
    return undefined;
  }
  try {
    const result = module.enableCompileCache(env.NODE_COMPILE_CACHE ? undefined : join(resolve(env.DATA_DIR ?? '.data'), 'compile-cache'));
    return result.directory;
  } catch {
    return undefined;
  }
}

/** Writes what was compiled so far (Node writes it at exit too; this keeps it if the process is killed). */
export function flushCompileCache(): void {
  try {
    module.flushCompileCache?.();
  } catch {
    /* the cache is an optimisation only */
  }
}

enableCompileCache();
