import { parseListingDate } from './listing-fields';
import { hasPrice, PREFER_NOT_TO_SAY, type ListingFieldSpec, type ListingSectionSpec } from './sections';

type Item = Record<string, unknown>;

/** Whether `value` answers a sensitive field with "Prefer not to say" (in any case). */
export const prefersNotToSay = (field: ListingFieldSpec, value: unknown): boolean =>
  field.sensitive === true && typeof value === 'string' && value.trim().toLowerCase() === PREFER_NOT_TO_SAY.toLowerCase();

/** A field's value as stored: blanks are no value (description: ''), so is "Prefer not to say"; dates as instants. */
function storedValue(field: ListingFieldSpec, value: unknown): unknown {
  if (value === undefined || value === null || value === '' || prefersNotToSay(field, value)) {
    return field.core === 'description' ? '' : null;
  }
  return field.kind === 'datetime' ? new Date(parseListingDate(String(value))).toISOString() : value;
}

/**
 * The given fields split into core columns and detail columns; a priced section's currency is a
 * core column, `defaultCurrency` when none is given (a create), else left as it is (an edit).
 */
export function listingColumns(section: ListingSectionSpec, values: Record<string, unknown>, defaultCurrency?: string): { core: Item; details: Item } {
  const core: Item = {};
  const details: Item = {};
  for (const field of section.fields) {
    if (values[field.name] === undefined) {
      continue;
    }
    const value = storedValue(field, values[field.name]);
    if (field.core) {
      core[field.core] = value;
    } else {
      details[field.name] = value;
    }
  }
  if (hasPrice(section)) {
    const currency = values.currency === undefined || values.currency === null || values.currency === '' ? defaultCurrency : values.currency;
    if (currency !== undefined) {
      core.currency = currency;
    }
  }
  return { core, details };
}
