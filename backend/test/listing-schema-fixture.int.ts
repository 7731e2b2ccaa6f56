import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../src/database/migrations';
import { ListingsRepository } from '../src/modules/listings/listings.repository';
import {
  generateListingMigration,
  readSnapshot,
  SNAPSHOT_FILE,
} from '../src/modules/listings/listing-schema-migration';
import { LISTING_SECTIONS, type ListingSectionSpec } from '../src/modules/listings/sections';
import { newUser, type TestUser } from './helpers/factories';
import { migratedDatabase, sectionsCatalog, sectionTests } from './helpers/listings';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

/**
 * A twelfth section, declared in this test only (not shipped): the app of this file is built
 * from the eleven sections plus `bicycles`, and its database gets the migration the generator
 * writes for it, as a developer adding a section would run `npm run migration:listings`.
 */
jest.mock('../src/modules/listings/sections', () => {
  const actual = jest.requireActual('../src/modules/listings/sections');
  const bicycles = {
    slug: 'bicycles',
    singular: 'Bicycle',
    plural: 'Bicycles',
    label: 'Bicycles',
    noun: 'bicycle',
    fields: [
      { name: 'model', label: 'Model', kind: 'text', required: true, core: 'title', example: 'Gazelle city bike' },
      {
        name: 'style',
        label: 'Style',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: ['City', 'Road', 'Mountain', 'Cargo'],
        enumName: 'BicycleStyle',
        example: 'City',
      },
      { name: 'price', label: 'Price', kind: 'money', required: true, core: 'price', example: '180' },
      { name: 'location', label: 'Location', kind: 'text', required: true, core: 'location', example: 'Utrecht' },
      { name: 'frame_cm', label: 'Frame size (cm)', kind: 'integer', required: true, min: 30, max: 70, example: '54' },
      {
        name: 'brakes',
        label: 'Brakes',
        kind: 'choice',
        required: true,
        choices: ['Rim', 'Disc', 'Coaster'],
        enumName: 'BicycleBrakes',
        filter: true,
        example: 'Disc',
      },
      { name: 'serviced_on', label: 'Last serviced', kind: 'datetime', required: false, example: '2026-09-01' },
      { name: 'seller_email', label: 'Email', kind: 'email', required: false, example: 'bikes@example.org' },
      { name: 'manual_url', label: 'Manual', kind: 'url', required: false, example: 'https://example.org/manual' },
      {
        name: 'description',
        label: 'Description',
        kind: 'longtext',
        required: true,
        core: 'description',
        example: 'New tyres, one owner.',
      },
    ],
    sorts: ['created_at', 'price', 'title', 'relevance'],
    summary: ['price', 'style', 'frame_cm'],
    endStatus: 'sold',
    expiresInDays: 45,
    maxImages: 4,
  };
  const sections = [...actual.LISTING_SECTIONS, bicycles];
  return {
    ...actual,
    LISTING_SECTIONS: sections,
    LISTING_SECTION_SLUGS: sections.map((s: { slug: string }) => s.slug),
    listingSection: (slug: string) => sections.find((s: { slug: string }) => s.slug === slug),
  };
});

const MIGRATIONS_DIR = resolve(__dirname, '..', 'src', 'database', 'migrations');
const bicycles = LISTING_SECTIONS.at(-1) as ListingSectionSpec;
const eleven = LISTING_SECTIONS.slice(0, -1) as readonly ListingSectionSpec[];

describe('a twelfth section, added to the declaration of this test', () => {
  // Inside the backend, so the generated file resolves @mikro-orm/migrations as the committed ones do.
  const dir = mkdtempSync(join(__dirname, '.generated-migration-'));
  let migration: MigrationObject;
  beforeAll(() => {
    const generated = generateListingMigration({
      sections: LISTING_SECTIONS,
      dir,
      from: readSnapshot(MIGRATIONS_DIR),
      after: MIGRATIONS.at(-1)!.name,
    });
    expect(generated).toBeDefined();
    expect(generated!.summary).toEqual(['section bicycles added']);
    expect(readdirSync(dir).sort()).toEqual([`${generated!.name}.ts`, SNAPSHOT_FILE].sort());
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file was written a moment ago
    migration = { name: generated!.name, class: require(generated!.file)[generated!.name] };
    expect(generateListingMigration({ sections: LISTING_SECTIONS, dir, after: generated!.name })).toBeUndefined();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a generated migration after all the others: the database then matches the twelve sections, and its down() the eleven', async () => {
    expect(migration.name > MIGRATIONS.at(-1)!.name).toBe(true);
    const db = await migratedDatabase([migration]);
    try {
      const twelve = await sectionsCatalog(db.client, LISTING_SECTIONS);
      expect(twelve.actual).toEqual(twelve.expected);
      expect(twelve.actual['listings.section']).toContain('bicycles');
      expect(twelve.actual['listing_bicycles']).toMatchObject({
        columns: expect.arrayContaining([
          'frame_cm integer not null',
          'serviced_on timestamp with time zone',
          'brakes character varying(255) not null',
        ]),
      });
      expect((await sectionsCatalog(db.client, eleven)).actual).not.toEqual(
        (await sectionsCatalog(db.client, eleven)).expected,
      );

      await db.orm.migrator.down();
      const back = await sectionsCatalog(db.client, eleven);
      expect(back.actual).toEqual(back.expected);
    } finally {
      await db.drop();
    }
  });

  describe('in the app, with the migration applied', () => {
    let t: TestApp;
    let owner: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      MIGRATIONS.push(migration);
      t = await startTestApp({ env: { ...THROTTLE_OFF, LISTINGS_SWEEP_SECONDS: '0' } });
      owner = await newUser(t, { first_name: 'Olga' });
      other = await newUser(t, { first_name: 'Omar' });
    });
    afterAll(async () => {
      await t?.close();
      MIGRATIONS.pop();
    });

    it('writes and reads a listing of it through the repository', async () => {
      const repository = t.app.get(ListingsRepository);
      const em = t.app.get(EntityManager).fork();
      const id = await em.transactional((tx) =>
        repository.insert(
          tx,
          bicycles,
          owner.id,
          { title: 'Cargo bike', description: 'Carries two kids', category: 'Cargo', location: 'Delft', price: 900 },
          { frame_cm: 56, brakes: 'Disc' },
          [],
        ),
      );
      const row = await repository.findItem(bicycles, null, id);
      expect(row).toMatchObject({
        section: 'bicycles',
        title: 'Cargo bike',
        category: 'Cargo',
        details: { frame_cm: 56, brakes: 'Disc', serviced_on: null },
      });
      const list = await t.request('GET', '/api/bicycles?brakes=Disc&search=cargo');
      expect(list.body.data.map((l: { id: number }) => l.id)).toEqual([id]);
    });

    sectionTests(bicycles, () => ({ t, owner, other }));
  });
});
