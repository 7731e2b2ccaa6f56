import module from 'node:module';
import { join, resolve } from 'node:path';

/**
 * Node's compile cache under DATA_DIR/compile-cache (NODE_COMPILE_CACHE wins; NODE_DISABLE_COMPILE_CACHE=1
 * turns it off): compiling is a third of loading the modules. Imported first by main.ts; a directory
 * that cannot be written only loses the speed-up. Why: docs/decisions.md#start-up
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
