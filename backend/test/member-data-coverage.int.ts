import { Client } from 'pg';
import { MemberDataRegistry } from '../src/common/member-data/member-data-registry';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Tables that reference users but hold nothing of a member to export or erase. Each says why;
 * anything else must be some domain's MemberDataContributor (modules/<domain>/<domain>.member-data.ts).
 */
const NO_MEMBER_DATA: Record<string, string> = {};

describe('member data: every table holding a member’s rows is exported and erased by a domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names no table with a column referencing users(id) that no contributor lists', async () => {
    const client = new Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ table: string; column: string }>(
        `select c.conrelid::regclass::text as table, a.attname as column
           from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
      )
      .finally(() => client.end());
    // The contributors exports and erasures run: every descriptor's `memberData`.
    const covered = new Set(t.app.get(MemberDataRegistry, { strict: false }).all().flatMap(({ contributor }) => contributor.tables));
    const missing = rows.filter((r) => !covered.has(r.table) && !(r.table in NO_MEMBER_DATA)).map((r) => `${r.table}.${r.column}`);
    expect(missing).toEqual([]);
    // The check reads the real schema: it sees the tables it must.
    expect(rows.map((r) => r.table)).toEqual(expect.arrayContaining(['posts', 'storage_items', 'member_exports', 'reports']));
    // A listed table that does not exist (renamed, dropped) is a contributor out of date.
    const known = new Set(rows.map((r) => r.table));
    expect([...covered].filter((table) => !known.has(table))).toEqual([]);
  });
});
