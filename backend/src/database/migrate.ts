import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { CONNECTION_SETTINGS, ormConfig, type DatabaseTimeouts } from './orm.config';

/** Any fixed number shared by all Plaza processes: serialises migrations across replicas. */
const MIGRATION_LOCK = 7_346_001;

/** Where and how to migrate: the app's pooled URL and the direct one (equal without a pooler). */
export interface MigrationTarget {
  pooledUrl: string;
  directUrl: string;
  settings: DatabaseTimeouts;
}

/**
 * Applies the pending committed migrations, always on the direct connection to the primary (a
 * session advisory lock and DDL do not belong behind a pooler in transaction mode). Several app
 * processes may start at once against one database; the advisory lock lets exactly one migrate
 * while the others wait.
 */
export async function migrate(orm: MikroORM, target: MigrationTarget): Promise<string[]> {
  const lock = new Client({ connectionString: target.directUrl, connectionTimeoutMillis: target.settings.connectTimeoutMs });
  await lock.connect();
  // Through a pooler the app's own ORM would send the DDL through it: a second ORM, direct, migrates.
  const direct = target.directUrl === target.pooledUrl ? undefined : await MikroORM.init(ormConfig(target.directUrl, { entities: [], logger: orm.config.get('logger') }, { ...target.settings, poolMode: 'session', readUrl: undefined }));
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await (direct ?? orm).migrator.up();
    if (target.settings.poolMode === 'transaction') {
      await applyDatabaseSettings(lock);
    }
    return done.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
    await direct?.close();
  }
}

/**
 * Makes CONNECTION_SETTINGS the database's defaults, which every new server connection (the
 * pooler's, the replica's: the catalog is replicated) starts with, since a pooler in transaction
 * mode takes no startup `options`. Needs the database's owner; otherwise it says what to do.
 */
async function applyDatabaseSettings(client: Client): Promise<void> {
  const { rows } = await client.query<{ db: string }>('select current_database() as db');
  const db = `"${rows[0].db.replace(/"/g, '""')}"`;
  for (const [name, value] of Object.entries(CONNECTION_SETTINGS)) {
    try {
      await client.query(`alter database ${db} set ${name} = '${value}'`);
    } catch (error) {
      throw new Error(`DATABASE_POOL_MODE=transaction needs "alter database ${db} set ${name} = '${value}'" (as its owner): ${(error as Error).message}`, { cause: error });
    }
  }
}
