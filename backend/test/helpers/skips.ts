import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where skipped Redis-backed tests are recorded, so the run can say plainly what it skipped. */
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
  appendFileSync(SKIPPED_FILE, `${name}\n`);
  describe.skip(`${name} (skipped: REDIS_URL is not set)`, fn);
}
