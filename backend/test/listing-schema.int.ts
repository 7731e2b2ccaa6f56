import { Client } from 'pg';
import { LISTING_SECTIONS, type ListingSectionSpec } from '../src/modules/listings/sections';
import { migratedDatabase, sectionsCatalog, type MigratedDatabase } from './helpers/listings';

/** The indexes the lists and searches of every section read (listings.repository.ts, listing-search.ts). */
const SEARCH_INDEXES = [
  'listings_listed_by_price',
  'listings_listed_by_title',
  'listings_listed_recent',
  'listings_location_trgm',
  'listings_search_index',
];

describe('the listing sections in the database after all migrations', () => {
  let db: MigratedDatabase;
  beforeAll(async () => {
    db = await migratedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('are the declaration: detail tables, columns, types, nullability, CHECKs, indexes, triggers and slug lists', async () => {
    const { actual, expected } = await sectionsCatalog(db.client, LISTING_SECTIONS);
    expect(actual).toEqual(expected);
    expect(Object.keys(expected)).toHaveLength(3 + 2 + LISTING_SECTIONS.length);
  });

  it('has the indexes the searches read', async () => {
    const { rows } = await db.client.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'listings' order by 1",
    );
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(SEARCH_INDEXES));
  });

  it('differ from a declaration with one field more, one choice less or one section less', async () => {
    const seen = async (sections: readonly ListingSectionSpec[]) => {
      const { actual, expected } = await sectionsCatalog(db.client as Client, sections);
      return Object.keys(expected).filter((k) => JSON.stringify(actual[k]) !== JSON.stringify(expected[k]));
    };
    const [market, ...rest] = LISTING_SECTIONS as readonly ListingSectionSpec[];
    const extraField: ListingSectionSpec = {
      ...market,
      fields: [...market.fields, { name: 'color', label: 'Colour', kind: 'text', required: false, example: 'Red' }],
    };
    expect(await seen([extraField, ...rest])).toEqual(['listing_marketplaces']);
    const fewerChoices: ListingSectionSpec = {
      ...market,
      fields: market.fields.map((f) => (f.core === 'category' ? { ...f, choices: f.choices!.slice(1) } : f)),
    };
    expect(await seen([fewerChoices, ...rest])).toEqual(['coreChecks']);
    expect(await seen(rest)).toEqual([
      'tables',
      'listings.section',
      'saved_searches.section',
      'coreChecks',
      'triggers',
    ]);
  });
});
