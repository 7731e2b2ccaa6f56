import { LISTING_SECTIONS, MAX_AMOUNT, SHORT_TEXT_MAX, type ListingFieldSpec, type ListingSectionSpec } from './sections';

/**
 * The database shape of the sections, derived from their declaration: one detail table per
 * section (`listing_<slug>`, its fields that are not core columns) and one CHECK per section on
 * `listings` for its core fields. The migration that creates them is committed as plain SQL;
 * `listing-schema.spec.ts` fails when it no longer matches the declaration.
 */

/** The detail table of a section. */
export const detailTable = (section: Pick<ListingSectionSpec, 'slug'>) => `listing_${section.slug}`;

/** The fields a section keeps in its detail table. */
export const detailFields = (section: ListingSectionSpec): ListingFieldSpec[] => section.fields.filter((f) => !f.core);

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

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

/** The SQL statements that create a section's detail table and its core CHECK. */
export function sectionDdl(section: ListingSectionSpec): string[] {
  const columns = detailFields(section).map((f) => {
    const rule = valueRule(f, f.name);
    return `  ${f.name} ${columnType(f)}${f.required ? ' not null' : ''}${rule ? ` check (${rule})` : ''}`;
  });
  const core = section.fields
    .filter((f) => f.core && f.core !== 'title')
    .map((f) => fieldRule(f, f.core!))
    .filter((r): r is string => r !== null);
  const statements = [
    `create table ${detailTable(section)} (\n  listing_id integer primary key references listings (id) on delete cascade,\n${columns.join(',\n')}\n);`,
  ];
  if (core.length) {
    statements.push(
      `alter table listings add constraint listings_${section.slug}_check check (section <> '${section.slug}' or (${core.join(' and ')}));`,
    );
  }
  // Notifications about a listing (saved-search matches, expiry reminders) go with it.
  statements.push(
    `create trigger listings_${section.slug}_forget_notifications after delete on listings for each row when (old.section = '${section.slug}') execute function notifications_forget_subject('${section.slug}');`,
  );
  return statements;
}

/** Every section's statements, in declaration order. */
export function sectionsDdl(sections: readonly ListingSectionSpec[] = LISTING_SECTIONS): string[] {
  return sections.flatMap(sectionDdl);
}
