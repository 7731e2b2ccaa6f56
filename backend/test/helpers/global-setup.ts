import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';
import { SKIPPED_FILE } from './skips';

declare global {
  var __plazaEmbeddedPg: { db: EmbeddedDatabase; dir: string } | undefined;
}

/**
 * Integration tests run on the real PostgreSQL: DATABASE_URL when set (CI points it at the
 * machine's server), else one embedded cluster for the whole run, in a temporary directory.
 * Each test file then creates its own fresh database on it (see test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  writeFileSync(SKIPPED_FILE, '');
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'plaza-test-pg-'));
  try {
    const db = await startEmbeddedPostgres({ dir, password: 'test', database: 'postgres', persistent: false, log: () => undefined });
    globalThis.__plazaEmbeddedPg = { db, dir };
    process.env.TEST_DATABASE_URL = db.adminUrl;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
