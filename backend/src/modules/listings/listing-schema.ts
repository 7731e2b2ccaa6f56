import {
  LISTING_SECTIONS,
  MAX_AMOUNT,
  SHORT_TEXT_MAX,
  type ListingFieldSpec,
  type ListingSectionSpec,
} from './sections';

/**
 * The database shape of the sections, derived from their declaration: one detail table per
 * section (`listing_<slug>`, its fields that are not core columns), one CHECK per section on
 * `listings` for its core fields, and the slug lists of the `section` CHECKs. A change of the
 * declaration gets its migration from `npm run migration:listings` (listing-schema-migration.ts);
 * test/listing-schema.int.ts compares the declaration with the database after all migrations.
 */

/** The detail table of a section. */
export const detailTable = (section: Pick<ListingSectionSpec, 'slug'>) => `listing_${section.slug}`;

/** The fields a section keeps in its detail table. */
export const detailFields = (section: ListingSectionSpec): ListingFieldSpec[] => section.fields.filter((f) => !f.core);

/** The tables whose `section` column may hold only a declared slug (CHECK `<table>_section_check`). */
export const SECTION_COLUMN_TABLES = ['listings', 'saved_searches'] as const;

/** PostgreSQL cuts longer names (NAMEDATALEN - 1), and `section` is a varchar(32). */
export const MAX_IDENTIFIER = 63;
export const MAX_SLUG = 32;

/** A column of a section's detail table, as the database has it. */
export interface ColumnSchema {
  readonly name: string;
  readonly type: string;
  readonly notNull: boolean;
  /** The column's CHECK (`listing_<slug>_<name>_check`), if any. */
  readonly check: string | null;
}

/** What the database holds for one section. */
export interface SectionSchema {
  readonly slug: string;
  readonly columns: readonly ColumnSchema[];
  /** The rule of its core fields on `listings` (CHECK `listings_<slug>_check`), if any. */
  readonly coreCheck: string | null;
}

/** What the database holds for the sections: the state listing-schema.snapshot.json keeps. */
export interface ListingSchema {
  readonly sections: readonly SectionSchema[];
}

export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function columnType(field: ListingFieldSpec): string {
  switch (field.kind) {
    case 'text':
    case 'choice':
    case 'url':
    case 'email':
      return `varchar(${SHORT_TEXT_MAX})`;
    case 'longtext':
      return 'text';
    case 'integer':
      return 'integer';
    case 'money':
      return 'numeric(10,2)';
    case 'datetime':
      return 'timestamptz';
  }
}

/** What a value of the field must be, as SQL over column `col` (null when any value of the type goes). */
function valueRule(field: ListingFieldSpec, col: string): string | null {
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'email':
      return `char_length(${col}) between 1 and ${SHORT_TEXT_MAX}`;
    case 'longtext':
      return field.required ? `char_length(${col}) >= 1` : null;
    case 'choice':
      return `${col} in (${field.choices!.map(literal).join(', ')})`;
    case 'integer':
      return `${col} between ${field.min} and ${field.max}`;
    case 'money':
      return `${col} between 0 and ${MAX_AMOUNT}`;
    case 'datetime':
      return null;
  }
}

/** The whole rule of a field's column: present when required, and a valid value when present. */
function fieldRule(field: ListingFieldSpec, col: string): string | null {
  const rule = valueRule(field, col);
  if (field.required) {
    return rule ? `${col} is not null and ${rule}` : `${col} is not null`;
  }
  return rule ? `(${col} is null or ${rule})` : null;
}

/** The database shape of one section. */
export function sectionSchema(section: ListingSectionSpec): SectionSchema {
  const core = section.fields
    .filter((f) => f.core && f.core !== 'title')
    .map((f) => fieldRule(f, f.core!))
    .filter((r): r is string => r !== null);
  return {
    slug: section.slug,
    columns: detailFields(section).map((f) => ({
      name: f.name,
      type: columnType(f),
      // A sensitive answer of PREFER_NOT_TO_SAY is stored as null.
      notNull: f.required && !f.sensitive,
      check: valueRule(f, f.name),
    })),
    coreCheck: core.length ? `section <> ${literal(section.slug)} or (${core.join(' and ')})` : null,
  };
}

/** The database shape of every section, in declaration order. */
export function listingSchema(sections: readonly ListingSectionSpec[] = LISTING_SECTIONS): ListingSchema {
  return { sections: sections.map(sectionSchema) };
}

/** The name PostgreSQL gives a column's CHECK written inline (and the generator gives it). */
export const columnCheckName = (slug: string, column: string) => `${detailTable({ slug })}_${column}_check`;
export const coreCheckName = (slug: string) => `listings_${slug}_check`;
export const forgetTrigger = (slug: string) => `listings_${slug}_forget_notifications`;

const columnSql = (c: ColumnSchema) =>
  `${c.name} ${c.type}${c.notNull ? ' not null' : ''}${c.check ? ` check (${c.check})` : ''}`;

/** The statements that create a section: its detail table, its core CHECK, its notification trigger. */
export function createSectionSql(section: SectionSchema): string[] {
  const statements = [
    `create table ${detailTable(section)} (\n  listing_id integer primary key references listings (id) on delete cascade,\n${section.columns.map((c) => `  ${columnSql(c)}`).join(',\n')}\n);`,
  ];
  if (section.coreCheck) {
    statements.push(`alter table listings add constraint ${coreCheckName(section.slug)} check (${section.coreCheck});`);
  }
  // Notifications about a listing (saved-search matches, expiry reminders) go with it.
  statements.push(
    `create trigger ${forgetTrigger(section.slug)} after delete on listings for each row when (old.section = ${literal(section.slug)}) execute function notifications_forget_subject(${literal(section.slug)});`,
  );
  return statements;
}

/** The statements that create a section's detail table and its core CHECK (as the first listings migration has them). */
export function sectionDdl(section: ListingSectionSpec): string[] {
  return createSectionSql(sectionSchema(section));
}

/** The CHECK that keeps `table.section` to the given slugs. */
export const sectionCheckSql = (table: string, slugs: readonly string[]) =>
  `alter table ${table} drop constraint ${table}_section_check, add constraint ${table}_section_check check (section in (${slugs.map(literal).join(', ')}));`;

/** A change from one schema to another: its statements, what it does, and what a developer must know. */
export interface SchemaChange {
  readonly statements: string[];
  readonly summary: string[];
  readonly warnings: string[];
}

/** Names the generated statements rely on, refused when PostgreSQL would cut or refuse them. */
export function checkNames(schema: ListingSchema): void {
  for (const section of schema.sections) {
    if (!/^[a-z][a-z0-9_]*$/.test(section.slug) || section.slug.length > MAX_SLUG) {
      throw new Error(
        `section slug '${section.slug}': lower case letters, digits and _, at most ${MAX_SLUG} characters`,
      );
    }
    const names = [
      forgetTrigger(section.slug),
      coreCheckName(section.slug),
      ...section.columns.map((c) => columnCheckName(section.slug, c.name)),
    ];
    const long = names.find((n) => n.length > MAX_IDENTIFIER);
    if (long) {
      throw new Error(
        `'${long}' is longer than PostgreSQL's ${MAX_IDENTIFIER} characters: shorten the section's slug or the field's name`,
      );
    }
    for (const column of section.columns) {
      if (!/^[a-z][a-z0-9_]*$/.test(column.name)) {
        throw new Error(`field '${section.slug}.${column.name}': lower case letters, digits and _`);
      }
    }
  }
}

/** The statements that turn the database of schema `from` into that of `to`. */
export function diffListingSchema(from: ListingSchema, to: ListingSchema): SchemaChange {
  const statements: string[] = [];
  const summary: string[] = [];
  const warnings: string[] = [];
  const before = new Map(from.sections.map((s) => [s.slug, s]));
  const after = new Map(to.sections.map((s) => [s.slug, s]));

  // Sections gone: their listings first, so the narrower slug CHECKs hold.
  for (const old of from.sections.filter((s) => !after.has(s.slug))) {
    const slug = literal(old.slug);
    statements.push(
      `delete from saved_searches where section = ${slug};`,
      `delete from listings where section = ${slug};`,
      `drop trigger ${forgetTrigger(old.slug)} on listings;`,
      ...(old.coreCheck ? [`alter table listings drop constraint ${coreCheckName(old.slug)};`] : []),
      `drop table ${detailTable(old)};`,
    );
    summary.push(`section ${old.slug} removed`);
    warnings.push(
      `removing section ${old.slug} deletes its listings and saved searches (their image files stay on disk)`,
    );
  }

  const slugs = (schema: ListingSchema) => schema.sections.map((s) => s.slug);
  if ([...slugs(from)].sort().join() !== [...slugs(to)].sort().join()) {
    statements.push(...SECTION_COLUMN_TABLES.map((table) => sectionCheckSql(table, slugs(to))));
  }

  for (const section of to.sections.filter((s) => !before.has(s.slug))) {
    statements.push(...createSectionSql(section));
    summary.push(`section ${section.slug} added`);
  }

  for (const section of to.sections) {
    const old = before.get(section.slug);
    if (old) {
      const change = diffSection(old, section);
      statements.push(...change.statements);
      summary.push(...change.summary);
      warnings.push(...change.warnings);
    }
  }
  return { statements, summary, warnings };
}

function diffSection(from: SectionSchema, to: SectionSchema): SchemaChange {
  const table = detailTable(to);
  const statements: string[] = [];
  const summary: string[] = [];
  const warnings: string[] = [];
  const before = new Map(from.columns.map((c) => [c.name, c]));
  const after = new Map(to.columns.map((c) => [c.name, c]));
  for (const column of from.columns.filter((c) => !after.has(c.name))) {
    statements.push(`alter table ${table} drop column ${column.name};`);
    summary.push(`field ${to.slug}.${column.name} removed`);
    warnings.push(`removing field ${to.slug}.${column.name} deletes its values`);
  }
  for (const column of to.columns) {
    const old = before.get(column.name);
    const check = columnCheckName(to.slug, column.name);
    if (!old) {
      statements.push(
        `alter table ${table} add column ${column.name} ${column.type}${column.notNull ? ' not null' : ''}${column.check ? ` constraint ${check} check (${column.check})` : ''};`,
      );
      summary.push(`field ${to.slug}.${column.name} added`);
      if (column.notNull) {
        warnings.push(
          `${to.slug}.${column.name} is required: the migration stops on a database where ${to.slug} has listings; give them a value (an update between an add column without not null and a set not null) before committing it`,
        );
      }
      continue;
    }
    if (old.type === column.type && old.notNull === column.notNull && old.check === column.check) {
      continue;
    }
    summary.push(`field ${to.slug}.${column.name} changed`);
    if (old.check !== null && old.check !== column.check) {
      statements.push(`alter table ${table} drop constraint ${check};`);
    }
    if (old.type !== column.type) {
      statements.push(
        `alter table ${table} alter column ${column.name} type ${column.type} using ${column.name}::${column.type};`,
      );
      warnings.push(`${to.slug}.${column.name} changes type: the migration stops on a value that does not convert`);
    }
    if (old.notNull !== column.notNull) {
      statements.push(`alter table ${table} alter column ${column.name} ${column.notNull ? 'set' : 'drop'} not null;`);
      if (column.notNull) {
        warnings.push(`${to.slug}.${column.name} becomes required: the migration stops on a listing without it`);
      }
    }
    if (column.check !== null && old.check !== column.check) {
      statements.push(`alter table ${table} add constraint ${check} check (${column.check});`);
    }
  }
  if (from.coreCheck !== to.coreCheck) {
    if (from.coreCheck) {
      statements.push(`alter table listings drop constraint ${coreCheckName(to.slug)};`);
    }
    if (to.coreCheck) {
      statements.push(`alter table listings add constraint ${coreCheckName(to.slug)} check (${to.coreCheck});`);
    }
    summary.push(`core fields of ${to.slug} changed`);
  }
  return { statements, summary, warnings };
}
