import type { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';

/** Any fixed number shared by all Plaza processes: serialises migrations across replicas. */
const MIGRATION_LOCK = 7_346_001;

/**
 * Applies the pending committed migrations. Several app processes may start at once against one
 * database; a PostgreSQL advisory lock lets exactly one migrate while the others wait.
 */
export async function migrate(orm: MikroORM, clientUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await orm.migrator.up();
    return done.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
