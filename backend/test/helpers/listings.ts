import { randomBytes } from 'node:crypto';
import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/database/migrations';
import { ormConfig } from '../../src/database/orm.config';
import {
  coreCheckName,
  detailTable,
  forgetTrigger,
  listingSchema,
  literal,
  SECTION_COLUMN_TABLES,
} from '../../src/modules/listings/listing-schema';
import {
  listingSection,
  LONG_TEXT_MAX,
  type ListingFieldSpec,
  type ListingSectionSlug,
  type ListingSectionSpec,
} from '../../src/modules/listings/sections';
import type { TestUser } from './factories';
import { form, png } from './forms';
import { admin, type TestApp } from './test-app';

export const REQUIRED = 'This field is required!';
export const BETWEEN = 'This field must be between 1 and 255 characters.';
export const BUSINESS_BETWEEN = 'Description must be between 1 and 255 characters.';
export const LONG_TEXT = 'This field must be a text of at most 16,384 characters.';

export const fieldsOf = (section: ListingSectionSpec) => section.fields as readonly ListingFieldSpec[];
export const titleOf = (section: ListingSectionSpec) => fieldsOf(section).find((f) => f.core === 'title')!.name;

/** What the API answers for a field sent as `value`. */
export function answered(field: ListingFieldSpec, value: string): unknown {
  switch (field.kind) {
    case 'money':
    case 'integer':
      return Number(value);
    case 'datetime':
      return new Date(/T/.test(value) ? `${value}Z` : `${value}T00:00:00Z`).toISOString();
    case 'choice':
    case 'email':
    case 'longtext':
    case 'text':
    case 'url':
      return value;
  }
}

/** A valid form of the section: every field's declared example, with `overrides`. */
export function validFields(
  section: ListingSectionSpec,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    ...Object.fromEntries((section.fields as readonly ListingFieldSpec[]).map((f) => [f.name, f.example])),
    ...overrides,
  };
}

/** A listing of `slug` by `u` with `images` pictures, through the API; answers it. */
export async function newListing(
  t: Pick<TestApp, 'request'>,
  u: TestUser,
  slug: ListingSectionSlug,
  overrides: Record<string, string> = {},
  images = 0,
): Promise<Record<string, any>> {
  const section = listingSection(slug);
  const files = await Promise.all(
    Array.from({ length: images }, async (_, i) => ({
      data: await png(320 + i, 200),
      name: `p${i}.png`,
      type: 'image/png',
    })),
  );
  const res = await t.request('POST', `/api/${section.slug}`, {
    token: u.access_token,
    body: form(validFields(section, overrides), { image: files }),
  });
  if (res.status !== 201) {
    throw new Error(`listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}

/** A section's list, its titles and an edit, as a member (or a visitor) calls them on the app `app()` returns. */
export function listingRequests(app: () => TestApp) {
  const list = (section: ListingSectionSpec, query = '', u?: TestUser) =>
    app().request('GET', `/api/${section.slug}${query}`, { token: u?.access_token });
  const titles = async (section: ListingSectionSpec, query: string, u?: TestUser): Promise<string[]> => {
    const res = await list(section, query, u);
    expect(res.status === 200 ? 200 : res.body).toBe(200);
    return res.body.data.map((l: Record<string, string>) => l[titleOf(section)]);
  };
  const patch = (section: ListingSectionSpec, id: number, u: TestUser, body: unknown) =>
    app().request('PATCH', `/api/${section.slug}/${id}`, { token: u.access_token, body });
  return { list, titles, patch };
}

/** What the tests every section gets need: the app and two members (the owner is Olga). */
export interface SectionSuite {
  t: TestApp;
  owner: TestUser;
  other: TestUser;
}

/**
 * The tests every declared section gets (publish, read, find, the field rules, ownership, a file
 * that is not an image), for the section as the running app declares it; `suite` is read once
 * the enclosing suite has started its app.
 */
export function sectionTests(section: ListingSectionSpec, suite: () => SectionSuite): void {
  let t!: TestApp;
  let owner!: TestUser;
  let other!: TestUser;
  beforeAll(() => {
    ({ t, owner, other } = suite());
  });
  const create = async (s: ListingSectionSpec, u: TestUser): Promise<Record<string, any>> => {
    const res = await t.request('POST', `/api/${s.slug}`, { token: u.access_token, body: form(validFields(s)) });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const { list, titles, patch } = listingRequests(() => t);

  const title = titleOf(section);

  it('publishes a listing with an image, shows it to visitors and finds it by a title word', async () => {
    const values = validFields(section, { [title]: `Ünique ${section.slug} offer` });
    const image = await png(2600, 900);
    const res = await t.request('POST', `/api/${section.slug}`, {
      token: owner.access_token,
      body: form(values, { image: { data: image, name: 'photo.png', type: 'image/png' } }),
    });
    expect(res.status).toBe(201);
    const item = res.body.data;
    for (const field of fieldsOf(section)) {
      expect([field.name, item[field.name]]).toEqual([field.name, answered(field, values[field.name])]);
    }
    expect(item).toMatchObject({ status: 'active', user: { id: owner.id, first_name: 'Olga' } });
    expect(item.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(item.images).toEqual([item.image]);
    expect(Date.parse(item.expires_at) - Date.parse(item.created_at)).toBeCloseTo(
      section.expiresInDays * 86_400_000,
      -5,
    );
    expect(JSON.stringify(item)).not.toContain(owner.email);
    expect((await fetch(`${t.url}/storage/listings/thumbs/${item.image}`)).status).toBe(200);

    const anonymous = await t.request('GET', `/api/${section.slug}/${item.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual(item);
    // Accents and case do not matter; the word is found in the title.
    expect(await titles(section, '?search=UNIQUE')).toEqual([values[title]]);
    const page = await list(section);
    expect(page.body.data.map((l: { id: number }) => l.id)).toContain(item.id);
  });

  it("answers each required field's message, and the length rule, word for word", async () => {
    const empty = await t.request('POST', `/api/${section.slug}`, {
      token: owner.access_token,
      body: form({ [title]: '' }),
    });
    expect(empty.status).toBe(422);
    const required = fieldsOf(section).filter((f) => f.required);
    expect(empty.body.errors).toEqual(Object.fromEntries(required.map((f) => [f.name, [REQUIRED]])));
    expect(empty.body.message).toBe(REQUIRED);
    const blank = await t.request('POST', `/api/${section.slug}`, {
      token: owner.access_token,
      body: form(validFields(section, { [title]: '   ' })),
    });
    expect(blank.body.errors).toEqual({ [title]: [REQUIRED] });

    const long = 'x'.repeat(256);
    const texts = fieldsOf(section).filter((f) => f.kind === 'text');
    const tooLong = await t.request('POST', `/api/${section.slug}`, {
      token: owner.access_token,
      body: form(validFields(section, Object.fromEntries(texts.map((f) => [f.name, long])))),
    });
    expect(tooLong.status).toBe(422);
    const message = section.slug === 'business_listings' ? BUSINESS_BETWEEN : BETWEEN;
    expect(tooLong.body.errors).toEqual(Object.fromEntries(texts.map((f) => [f.name, [message]])));
    // Exactly 255 characters (counted as people count them) is fine.
    expect(
      (
        await t.request('POST', `/api/${section.slug}`, {
          token: owner.access_token,
          body: form(validFields(section, { [title]: 'é'.repeat(255) })),
        })
      ).status,
    ).toBe(201);
    expect(
      (await list(section, '?take=100')).body.data.some((l: Record<string, string>) => l[title] === 'x'.repeat(256)),
    ).toBe(false);
  });

  it('lets only the owner edit and delete it: 403 for another member, 404 when unknown, 401 without a token', async () => {
    const item = await create(section, owner);
    expect((await patch(section, item.id, other, { [title]: 'Mine now' })).status).toBe(403);
    expect((await t.request('DELETE', `/api/${section.slug}/${item.id}`, { token: other.access_token })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', `/api/${section.slug}/${item.id}`)).status).toBe(401);
    expect((await t.request('POST', `/api/${section.slug}`, { body: form(validFields(section)) })).status).toBe(401);
    for (const id of ['999999', '99999999999', 'abc']) {
      const res = await patch(section, id as unknown as number, owner, { [title]: 'x' });
      expect([id, res.status, res.body.message]).toEqual([id, 404, 'Listing not found']);
    }

    const edited = await patch(section, item.id, owner, { [title]: '  Edited title  ' });
    expect(edited.status).toBe(200);
    expect(edited.body.data[title]).toBe('Edited title');
    expect((await patch(section, item.id, owner, { [title]: '' })).body.errors).toEqual({ [title]: [REQUIRED] });
    expect((await t.request('GET', `/api/${section.slug}/${item.id}`)).body.data[title]).toBe('Edited title');

    expect((await t.request('DELETE', `/api/${section.slug}/${item.id}`, { token: owner.access_token })).status).toBe(
      204,
    );
    expect((await t.request('GET', `/api/${section.slug}/${item.id}`, { token: owner.access_token })).status).toBe(404);
  });

  it('takes a description as text of at most LONG_TEXT_MAX characters, the same on the form and the edit', async () => {
    const long = fieldsOf(section).find((f) => f.kind === 'longtext')!;
    const item = await create(section, owner);
    const refused = (res: { status: number; body: any }) => [res.status, res.body.errors];
    // Not text in a JSON edit (a list, a number too large for a double, an object, a boolean): 422, nothing stored.
    for (const raw of ['[1,2]', '1e400', '{"a":1}', 'true', '12']) {
      const res = await t.request('PATCH', `/api/${section.slug}/${item.id}`, {
        token: owner.access_token,
        body: `{"${long.name}":${raw}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect([raw, ...refused(res)]).toEqual([raw, 422, { [long.name]: [LONG_TEXT] }]);
    }
    // Sent twice in a form: a list, not a text.
    const twice = form(validFields(section));
    twice.append(long.name, 'and again');
    expect(refused(await t.request('POST', `/api/${section.slug}`, { token: owner.access_token, body: twice }))).toEqual([422, { [long.name]: [LONG_TEXT] }]);
    // One character over the limit, or a megabyte (past the 64 KB a form field carries): the same answer on both routes.
    for (const over of ['x'.repeat(LONG_TEXT_MAX + 1), 'x'.repeat(1_000_000)]) {
      expect(refused(await patch(section, item.id, owner, { [long.name]: over }))).toEqual([422, { [long.name]: [LONG_TEXT] }]);
      const posted = await t.request('POST', `/api/${section.slug}`, { token: owner.access_token, body: form(validFields(section, { [long.name]: over })) });
      expect(refused(posted)).toEqual([422, { [long.name]: [LONG_TEXT] }]);
    }
    // Over the limit by a character of four bytes: the form's field is cut at 64 KB, which is refused, never stored cut short.
    const cut = await t.request('POST', `/api/${section.slug}`, { token: owner.access_token, body: form(validFields(section, { [long.name]: '😀'.repeat(LONG_TEXT_MAX + 1) })) });
    expect(refused(cut)).toEqual([422, { [long.name]: [`The ${long.name} must be at most 64 KB`] }]);
    expect((await t.request('GET', `/api/${section.slug}/${item.id}`)).body.data[long.name]).toBe(item[long.name]);
    // At the limit, in characters of four bytes each (64 KB): stored whole either way.
    const most = '😀'.repeat(LONG_TEXT_MAX);
    const edited = await patch(section, item.id, owner, { [long.name]: most });
    expect([edited.status, edited.body.data?.[long.name] === most]).toEqual([200, true]);
    const posted = await t.request('POST', `/api/${section.slug}`, { token: owner.access_token, body: form(validFields(section, { [long.name]: most })) });
    expect([posted.status, posted.body.data?.[long.name] === most]).toEqual([201, true]);
  });

  it('refuses a file that is not an image (415) and publishes nothing', async () => {
    const before = (await list(section, '', owner)).body.total;
    const res = await t.request('POST', `/api/${section.slug}`, {
      token: owner.access_token,
      body: form(validFields(section), {
        image: { data: Buffer.from('%PDF-1.4 not an image'), name: 'x.png', type: 'image/png' },
      }),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The file must be a JPEG, PNG, WebP or GIF image');
    expect((await list(section, '', owner)).body.total).toBe(before);
  });
}

/** A fresh database of its own with the app's migrations (and `extra` after them) applied. */
export interface MigratedDatabase {
  client: Client;
  orm: MikroORM;
  drop(): Promise<void>;
}


export async function migratedDatabase(extra: MigrationObject[] = []): Promise<MigratedDatabase> {
  const name = `plaza_t_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const config = ormConfig(url.toString());
  const orm = await MikroORM.init({
    ...config,
    logger: () => undefined,
    migrations: { ...config.migrations, migrationsList: [...MIGRATIONS, ...extra] },
  });
  const client = new Client({ connectionString: url.toString() });
  try {
    await orm.migrator.up();
    await client.connect();
  } catch (error) {
    await orm.close(true);
    await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    throw error;
  }
  return {
    client,
    orm,
    async drop() {
      await client.end();
      await orm.close(true);
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** The part of a database that the sections' declaration decides, as comparable lists. */
export type SectionsCatalog = Record<string, unknown>;

/**
 * The schema of the sections in database `db` (`actual`) and what the declaration says it must be
 * (`expected`), read the same way from the catalogs: the declaration's tables and CHECKs are made
 * as temporary tables, so both sides are written as PostgreSQL writes them back.
 */
export async function sectionsCatalog(
  db: Client,
  sections: readonly ListingSectionSpec[],
): Promise<{ actual: SectionsCatalog; expected: SectionsCatalog }> {
  const schema = listingSchema(sections);
  const rows = async (text: string, params: unknown[] = []) =>
    (await db.query<{ v: string }>(text, params)).rows.map((r) => r.v);
  /** A table's columns, CHECKs, indexes and foreign keys. */
  const table = async (name: string) => ({
    columns: await rows(
      `select a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end as v
       from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by 1`,
      [name],
    ),
    checks: await rows(
      `select c.conname || ': ' || pg_get_constraintdef(c.oid) as v from pg_constraint c where c.conrelid = $1::regclass and c.contype = 'c' order by 1`,
      [name],
    ),
    indexes: await rows(
      `select case when i.indisprimary then 'primary ' when i.indisunique then 'unique ' else '' end
         || regexp_replace(pg_get_indexdef(i.indexrelid), '^.* USING ', 'using ') as v
       from pg_index i where i.indrelid = $1::regclass order by 1`,
      [name],
    ),
    references: await rows(
      `select pg_get_constraintdef(c.oid) as v from pg_constraint c where c.conrelid = $1::regclass and c.contype = 'f' order by 1`,
      [name],
    ),
  });
  const coreChecks = (name: string) =>
    rows(
      `select c.conname || ': ' || pg_get_constraintdef(c.oid) as v from pg_constraint c
       where c.conrelid = $1::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%(section)::text <> %' order by 1`,
      [name],
    );
  const triggers = (name: string) =>
    rows(
      `select regexp_replace(pg_get_triggerdef(t.oid), ' ON \\S+ ', ' ON listings ') as v from pg_trigger t
       where t.tgrelid = $1::regclass and not t.tgisinternal and t.tgname like '%\\_forget\\_notifications' order by 1`,
      [name],
    );
  const slugs = async (name: string) => {
    const [check] = await rows(
      `select pg_get_constraintdef(c.oid) as v from pg_constraint c where c.conrelid = $1::regclass and c.conname = $2`,
      [name, `${name}_section_check`],
    );
    return [...(check ?? '').matchAll(/'((?:[^']|'')*)'::/g)].map((m) => m[1]).sort();
  };

  const actual: SectionsCatalog = {
    tables: await rows(
      `select tablename as v from pg_tables where schemaname = 'public' and tablename like 'listing\\_%' and tablename not in ('listing_images', 'listing_words') order by 1`,
    ),
    coreChecks: await coreChecks('listings'),
    triggers: await triggers('listings'),
  };
  const expected: SectionsCatalog = {
    tables: schema.sections.map((s) => detailTable(s)).sort(),
  };
  for (const t of SECTION_COLUMN_TABLES) {
    actual[`${t}.section`] = await slugs(t);
    expected[`${t}.section`] = schema.sections.map((s) => s.slug).sort();
  }
  for (const section of schema.sections) {
    const name = detailTable(section);
    const exists = (await rows('select to_regclass($1)::text as v', [`public.${name}`]))[0];
    actual[name] = exists ? await table(`public.${name}`) : 'missing';
  }
  // (Read before the temporary tables below hide the public ones of the same names.)
  await db.query('begin');
  try {
    // The listings of the declaration: the core CHECKs and triggers of its sections.
    await db.query('create temp table listings (like public.listings) on commit drop');
    for (const section of schema.sections) {
      if (section.coreCheck) {
        await db.query(
          `alter table pg_temp.listings add constraint ${coreCheckName(section.slug)} check (${section.coreCheck})`,
        );
      }
      await db.query(
        `create trigger ${forgetTrigger(section.slug)} after delete on pg_temp.listings for each row when (old.section = ${literal(section.slug)}) execute function notifications_forget_subject(${literal(section.slug)})`,
      );
    }
    expected.coreChecks = await coreChecks('pg_temp.listings');
    expected.triggers = await triggers('pg_temp.listings');
    // Each detail table: made by the declaration in pg_temp (without its foreign key, which a
    // temporary table cannot have), and compared with the migrated one.
    for (const section of schema.sections) {
      const name = detailTable(section);
      await db.query(
        `create temp table ${name} (listing_id integer primary key${section.columns
          .map((c) => `, ${c.name} ${c.type}${c.notNull ? ' not null' : ''}${c.check ? ` check (${c.check})` : ''}`)
          .join('')}) on commit drop`,
      );
      expected[name] = {
        ...(await table(`pg_temp.${name}`)),
        references: ['FOREIGN KEY (listing_id) REFERENCES listings(id) ON DELETE CASCADE'],
      };
    }
  } finally {
    await db.query('rollback');
  }
  return { actual, expected };
}
