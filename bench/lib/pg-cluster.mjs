// The integration tests' PostgreSQL primary + streaming replica + PgBouncer (transaction mode)
// (backend/test/helpers/pg-cluster.ts), for benchmarks: one harness, compiled on the fly by SWC
// with the tests' own options.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HELPERS = join(dirname(fileURLToPath(import.meta.url)), '../../backend/test/helpers');

/** startPgCluster() of the tests' harness (it needs Debian's PostgreSQL binaries and pgbouncer). */
export function loadPgCluster() {
  const { transformSync } = require('@swc/core');
  const options = require(join(HELPERS, 'swc-options.cjs'));
  Module._extensions['.ts'] ??= (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
    module._compile(code, filename);
  };
  return require(join(HELPERS, 'pg-cluster.ts'));
}
