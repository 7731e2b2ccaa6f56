import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where skipped tests are recorded with what they lack (Redis, server binaries), so the run says plainly what it skipped. */
// Computed in the main Jest process (global setup) and inherited by workers through the env.
process.env.PLAZA_SKIPPED_FILE ??= join(tmpdir(), `plaza-skipped-${process.pid}.txt`);
export const SKIPPED_FILE = process.env.PLAZA_SKIPPED_FILE;

export const hasRedis = Boolean(process.env.REDIS_URL);

/**
 * `describe` for tests that need Redis: runs them when REDIS_URL is set; otherwise skips them
 * and records their names for the summary printed at the end of the run.
 */
export function describeWithRedis(name: string, fn: () => void): void {
  if (hasRedis) {
    describe(name, fn);
    return;
  }
  appendFileSync(SKIPPED_FILE, `${name} (needs REDIS_URL)\n`);
  describe.skip(`${name} (skipped: REDIS_URL is not set)`, fn);
}
