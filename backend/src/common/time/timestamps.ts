/**
 * A timestamp as a row gives it: the ORM's pg type parsers keep `timestamptz` as PostgreSQL's
 * text (`2026-11-05 00:47:22.004053+00`, the session being in UTC), entities hold Dates.
 */
export type Timestamp = Date | string;

/** PostgreSQL's text of a `timestamptz` in a UTC session: date, time, up to 6 fraction digits, `+00`. */
const PG_UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * The API's form of a timestamp: ISO 8601 in UTC with milliseconds (`2026-11-05T00:47:22.004Z`),
 * as `Date.prototype.toISOString` writes it. PostgreSQL's UTC text is rewritten as text (the
 * fraction cut to milliseconds, as Date does), which costs a fifth of parsing it into a Date: list
 * reads write three timestamps a row (bench/db-read/run.mjs). It is also right for years
 * below 100, which Date's parser of that text reads as 19xx. Anything else goes through Date.
 */
export function toIso(value: Timestamp): string {
  if (typeof value === 'string' && PG_UTC_TEXT.test(value)) {
    const fraction = value.length > 22 ? value.slice(20, -3) : '';
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}

/** `toIso`, with null kept. */
export const toIsoOrNull = (value: Timestamp | null): string | null => (value === null ? null : toIso(value));
