import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { diffListingSchema, listingSchema, sectionSchema, type ListingSchema } from './listing-schema';
import {
  generateListingMigration,
  migrationStamp,
  readSnapshot,
  registerMigration,
  SNAPSHOT_FILE,
  snapshotText,
} from './listing-schema-migration';
import { LISTING_SECTION_SLUGS, LISTING_SECTIONS, type ListingFieldSpec, type ListingSectionSpec } from './sections';

const MIGRATIONS_DIR = resolve(__dirname, '..', '..', 'database', 'migrations');
const market = LISTING_SECTIONS[0] as ListingSectionSpec;
const bicycles: ListingSectionSpec = {
  ...market,
  slug: 'bicycles',
  fields: [
    ...market.fields,
    { name: 'frame_cm', label: 'Frame', kind: 'integer', required: true, min: 30, max: 70, example: '54' },
  ],
};
const withField = (section: ListingSectionSpec, field: ListingFieldSpec): ListingSectionSpec => ({
  ...section,
  fields: [...section.fields, field],
});

describe('the listing sections declaration', () => {
  it('is the last migrated state (listing-schema.snapshot.json): a changed declaration needs `npm run migration:listings`', () => {
    expect(readSnapshot(MIGRATIONS_DIR)).toEqual(JSON.parse(snapshotText(listingSchema())));
  });

  it('gives every section one title field, a description, unique field names and declared sort keys', () => {
    expect(LISTING_SECTIONS.map((s) => s.slug)).toEqual([...LISTING_SECTION_SLUGS]);
    for (const section of LISTING_SECTIONS) {
      const fields = section.fields as readonly {
        name: string;
        core?: string;
        kind: string;
        choices?: readonly string[];
      }[];
      expect(fields.filter((f) => f.core === 'title')).toHaveLength(1);
      expect(fields.filter((f) => f.core === 'description')).toHaveLength(1);
      expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
      for (const column of ['category', 'location', 'price']) {
        expect(fields.filter((f) => f.core === column).length).toBeLessThanOrEqual(1);
      }
      expect(fields.filter((f) => f.kind === 'choice').every((f) => (f.choices?.length ?? 0) > 0)).toBe(true);
      expect((section.sorts as readonly string[]).includes('price')).toBe(fields.some((f) => f.core === 'price'));
      for (const key of section.summary) {
        expect(fields.map((f) => f.name)).toContain(key);
      }
    }
  });
});

describe('migrations from the declaration', () => {
  const now = listingSchema();
  const slugList = (slugs: string[]) => slugs.map((s) => `'${s}'`).join(', ');

  it('creates a new section: its table, core CHECK and trigger, and the slug lists of both section CHECKs; down undoes it', () => {
    const next = listingSchema([...LISTING_SECTIONS, bicycles]);
    const up = diffListingSchema(now, next);
    const slugs = slugList([...LISTING_SECTION_SLUGS, 'bicycles']);
    expect(up.statements).toEqual([
      `alter table listings drop constraint listings_section_check, add constraint listings_section_check check (section in (${slugs}));`,
      `alter table saved_searches drop constraint saved_searches_section_check, add constraint saved_searches_section_check check (section in (${slugs}));`,
      expect.stringMatching(
        /^create table listing_bicycles \(\n {2}listing_id integer primary key references listings \(id\) on delete cascade,\n/,
      ),
      expect.stringMatching(
        /^alter table listings add constraint listings_bicycles_check check \(section <> 'bicycles' or \(category is not null/,
      ),
      `create trigger listings_bicycles_forget_notifications after delete on listings for each row when (old.section = 'bicycles') execute function notifications_forget_subject('bicycles');`,
    ]);
    expect(up.statements[2]).toContain('  frame_cm integer not null check (frame_cm between 30 and 70)\n);');
    expect(up.summary).toEqual(['section bicycles added']);

    const down = diffListingSchema(next, now);
    expect(down.statements).toEqual([
      "delete from saved_searches where section = 'bicycles';",
      "delete from listings where section = 'bicycles';",
      'drop trigger listings_bicycles_forget_notifications on listings;',
      'alter table listings drop constraint listings_bicycles_check;',
      'drop table listing_bicycles;',
      `alter table listings drop constraint listings_section_check, add constraint listings_section_check check (section in (${slugList([...LISTING_SECTION_SLUGS])}));`,
      `alter table saved_searches drop constraint saved_searches_section_check, add constraint saved_searches_section_check check (section in (${slugList([...LISTING_SECTION_SLUGS])}));`,
    ]);
  });

  it('adds a field as a column with its type, nullability and CHECK, and warns when a required one meets existing listings', () => {
    const optional = diffListingSchema(
      now,
      listingSchema([
        withField(market, {
          name: 'color',
          label: 'Colour',
          kind: 'choice',
          required: false,
          choices: ['Red', 'Blue'],
          example: 'Red',
        }),
        ...LISTING_SECTIONS.slice(1),
      ]),
    );
    expect(optional.statements).toEqual([
      "alter table listing_marketplaces add column color varchar(255) constraint listing_marketplaces_color_check check (color in ('Red', 'Blue'));",
    ]);
    expect(optional.warnings).toEqual([]);
    const required = diffListingSchema(
      now,
      listingSchema([
        withField(market, {
          name: 'sold_on',
          label: 'Sold on',
          kind: 'datetime',
          required: true,
          example: '2026-01-01',
        }),
        ...LISTING_SECTIONS.slice(1),
      ]),
    );
    expect(required.statements).toEqual(['alter table listing_marketplaces add column sold_on timestamptz not null;']);
    expect(required.warnings).toEqual([expect.stringContaining('marketplaces.sold_on is required')]);
  });

  it("replaces a changed CHECK (a field's choices, a core field's rule) and a changed nullability", () => {
    const friends = LISTING_SECTIONS.find((s) => s.slug === 'friend_finders')! as ListingSectionSpec;
    const changed: ListingSectionSpec = {
      ...friends,
      fields: friends.fields.map((f) =>
        f.name === 'gender'
          ? { ...f, choices: [...f.choices!, 'Prefer not to say'], required: false }
          : f.core === 'category'
            ? { ...f, choices: ['Friendship'] }
            : f,
      ),
    };
    const change = diffListingSchema(
      now,
      listingSchema(LISTING_SECTIONS.map((s) => (s.slug === 'friend_finders' ? changed : s))),
    );
    expect(change.statements).toEqual([
      'alter table listing_friend_finders drop constraint listing_friend_finders_gender_check;',
      'alter table listing_friend_finders alter column gender drop not null;',
      "alter table listing_friend_finders add constraint listing_friend_finders_gender_check check (gender in ('Woman', 'Man', 'Non-binary', 'Other', 'Prefer not to say'));",
      'alter table listings drop constraint listings_friend_finders_check;',
      `alter table listings add constraint listings_friend_finders_check check (${sectionSchema(changed).coreCheck});`,
    ]);
    expect(sectionSchema(changed).coreCheck).toContain("category in ('Friendship')");
  });

  it('writes nothing when the declaration is the last migrated state', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-listing-migration-'));
    try {
      writeFileSync(join(dir, SNAPSHOT_FILE), snapshotText(now));
      expect(generateListingMigration({ sections: LISTING_SECTIONS, dir })).toBeUndefined();
      expect(readdirSync(dir)).toEqual([SNAPSHOT_FILE]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a migration after the last one, the new snapshot, and registers it in index.ts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-listing-migration-'));
    try {
      writeFileSync(join(dir, SNAPSHOT_FILE), snapshotText(now));
      writeFileSync(
        join(dir, 'index.ts'),
        "import { A } from './A';\n\nexport const MIGRATIONS = [\n  { name: 'A', class: A },\n];\n",
      );
      const generated = generateListingMigration({
        sections: [...LISTING_SECTIONS, bicycles],
        dir,
        after: 'Migration20261201010000_member_name_word_variants',
        now: new Date('2026-11-29T07:00:00Z'),
      })!;
      expect(generated.name).toBe('Migration20261201010001_listing_sections');
      const source = readFileSync(generated.file, 'utf8');
      expect(source).toContain('export class Migration20261201010001_listing_sections extends Migration {');
      expect(source).toContain('this.addSql(`drop table listing_bicycles;`);');
      expect(readSnapshot(dir)).toEqual(JSON.parse(snapshotText(listingSchema([...LISTING_SECTIONS, bicycles]))));
      expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(
        "import { A } from './A';\nimport { Migration20261201010001_listing_sections } from './Migration20261201010001_listing_sections';\n\nexport const MIGRATIONS = [\n  { name: 'A', class: A },\n  { name: 'Migration20261201010001_listing_sections', class: Migration20261201010001_listing_sections },\n];\n",
      );
      expect(generateListingMigration({ sections: [...LISTING_SECTIONS, bicycles], dir })).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a migration by the time, or after the last one', () => {
    expect(migrationStamp(new Date('2026-12-24T10:20:30Z'), 'Migration20261201010000_x')).toBe('20261224102030');
    expect(migrationStamp(new Date('2026-11-29T07:00:00Z'), 'Migration20261231235959_x')).toBe('20270101000000');
    expect(registerMigration('x\n];\n', 'M')).toBe("import { M } from './M';\nx\n  { name: 'M', class: M },\n];\n");
  });

  it('refuses names PostgreSQL would cut', () => {
    const long: ListingSectionSpec = { ...bicycles, slug: 'bicycles_and_tricycles_and_more' };
    expect(() =>
      generateListingMigration({
        sections: [
          withField(long, {
            name: 'a_rather_long_field_name',
            label: 'x',
            kind: 'text',
            required: false,
            example: 'x',
          }),
        ],
        dir: '/nonexistent',
        from: { sections: [] } as ListingSchema,
      }),
    ).toThrow(/longer than PostgreSQL/);
  });
});
