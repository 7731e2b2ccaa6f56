import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, registerDecorator, ValidateIf } from 'class-validator';
import { LISTING_MSG, MSG } from '../../common/validation/messages';
import { NoNulCharacter, OptionalText, RequiredText } from '../../common/validation/text-rules';
import { LONG_TEXT_MAX, MAX_AMOUNT, PREFER_NOT_TO_SAY, SHORT_TEXT_MAX, type ListingFieldSpec, type ListingSectionSpec } from './sections';

/**
 * The rules of one declared field as decorators: its OpenAPI property and its checks with the
 * spec's messages (one message per failure: the required rule, then the length rule, then the
 * kind's own). Forms arrive as multipart text, so numbers are read from their digits here.
 */

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A check with its own name (class-validator keys messages by name) that skips blank values. */
function Check(name: string, message: string, valid: (value: unknown) => boolean): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown) => blank(value) || valid(value) },
    });
}

/** '12', '12.5', '12.50' (and numbers sent as JSON) → a number; anything else is left for the check to refuse. */
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const toAmount = ({ value }: { value: unknown }) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;
  return typeof text === 'string' && AMOUNT.test(text) ? Number(text) : trimmedOrSame(value);
};
const toWhole = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return typeof text === 'string' && /^-?\d{1,10}$/.test(text) ? Number(text) : trimmedOrSame(value);
};
const trimmedOrSame = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_AMOUNT && AMOUNT.test(String(v));

/** The ISO 4217 codes this Node knows (Intl's list, which the browser's currency formatting shares). */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
export const isCurrency = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{3}$/.test(v) && CURRENCIES.has(v);

/**
 * The `currency` of a section with a price or cost: optional (absent or blank, the create form
 * falls back to DEFAULT_CURRENCY and an edit keeps the current one), an ISO 4217 code in capitals.
 */
export function CurrencyField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, pattern: '^[A-Z]{3}$', example: 'EUR', description: "ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given" }),
    Transform(trim),
    ValidateIf((_o: object, v: unknown) => !blank(v)),
    Check('listingCurrency', LISTING_MSG.currency, isCurrency),
  );
}

/** A web address: a host name with a dot, optionally http(s)://, no spaces. */
const URL_PATTERN = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** YYYY-MM-DD, or with a time (seconds, fraction and offset optional; no offset is UTC). */
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant a `datetime` field names (UTC unless an offset is given), or NaN. */
export function parseListingDate(text: string): number {
  const value = text.trim().replace(' ', 'T');
  if (!DATETIME.test(value)) {
    return NaN;
  }
  const withZone = /T/.test(value) ? (/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`) : `${value}T00:00:00Z`;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  // Date.parse would roll 2026-02-31 over into March: refuse a day the calendar does not have.
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return NaN;
  }
  return Date.parse(withZone);
}

const lengthMessage = (field: ListingFieldSpec) => MSG[field.lengthMessage ?? 'between255'];

/** The OpenAPI name of a choice field's enum: shared lists share one (JobType, Habit…). */
export function choiceEnumName(section: ListingSectionSpec, field: ListingFieldSpec): string {
  const pascal = (s: string) => s.replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase());
  return field.enumName ?? `${section.singular}${pascal(field.name)}`;
}

/** The OpenAPI property of a field in forms (as sent) or answers (as stored: dates are ISO instants). */
export function fieldSchema(section: ListingSectionSpec, field: ListingFieldSpec, as: 'form' | 'answer' = 'form'): ApiPropertyOptions {
  const label = field.help ? `${field.label} (${field.help})` : field.label;
  const common = { description: field.sensitive ? `${label}; '${PREFER_NOT_TO_SAY}' keeps it private (answered as null)` : label };
  switch (field.kind) {
    case 'choice':
      return { ...common, enum: [...field.choices!], enumName: choiceEnumName(section, field), example: field.example };
    case 'integer':
      return { ...common, type: 'integer', minimum: field.min, maximum: field.max, example: Number(field.example) };
    case 'money':
      return { ...common, type: 'number', minimum: 0, maximum: MAX_AMOUNT, example: Number(field.example) };
    case 'datetime':
      // Forms also take a date alone or a local time without seconds, which `date-time` would refuse.
      return as === 'answer'
        ? { description: field.label, type: String, format: 'date-time', example: new Date(parseListingDate(field.example)).toISOString() }
        : { ...common, type: String, pattern: DATETIME.source, example: field.example };
    case 'longtext':
      return { ...common, type: String, maxLength: LONG_TEXT_MAX, example: field.example };
    case 'text':
    case 'url':
    case 'email':
      return { ...common, type: String, maxLength: SHORT_TEXT_MAX, example: field.example };
  }
}

/** The kind's own check after the required and length rules. */
function kindRules(field: ListingFieldSpec): PropertyDecorator[] {
  switch (field.kind) {
    case 'choice':
      return [Transform(trim), Check('listingChoice', LISTING_MSG.choice, (v) => typeof v === 'string' && field.choices!.includes(v)), NoNulCharacter()];
    case 'integer':
      return [
        Transform(toWhole),
        Check('listingWholeNumber', LISTING_MSG.wholeNumber(field.min!, field.max!), (v) => Number.isInteger(v) && (v as number) >= field.min! && (v as number) <= field.max!),
      ];
    case 'money':
      return [Transform(toAmount), Check('listingAmount', LISTING_MSG.amount, isAmount)];
    case 'datetime':
      return [Transform(trim), Check('listingDatetime', LISTING_MSG.datetime, (v) => typeof v === 'string' && !Number.isNaN(parseListingDate(v))), NoNulCharacter()];
    case 'url':
      return [Check('listingUrl', MSG.urlInvalid, (v) => typeof v === 'string' && ([...v].length > SHORT_TEXT_MAX || URL_PATTERN.test(v)))];
    case 'email':
      return [Check('listingEmail', MSG.emailInvalid, (v) => typeof v === 'string' && ([...v].length > SHORT_TEXT_MAX || EMAIL_PATTERN.test(v)))];
    case 'text':
    case 'longtext':
      return [];
  }
}

/**
 * A field of the create form: required fields say 'This field is required!' when missing or blank;
 * optional ones skip every rule when empty.
 */
export function CreateField(section: ListingSectionSpec, field: ListingFieldSpec): PropertyDecorator {
  const schema = fieldSchema(section, field);
  const text = field.kind === 'text' || field.kind === 'url' || field.kind === 'email';
  if (text) {
    const base = field.required
      ? RequiredText(SHORT_TEXT_MAX, field.example, { message: lengthMessage(field), description: schema.description })
      : OptionalText(SHORT_TEXT_MAX, field.example, { message: lengthMessage(field), description: schema.description });
    return applyDecorators(base, ...kindRules(field));
  }
  if (field.kind === 'longtext') {
    // Text only (not a list, number or object), within the one limit whichever route writes it.
    const options = { message: LISTING_MSG.longText(LONG_TEXT_MAX), description: schema.description };
    return field.required ? RequiredText(LONG_TEXT_MAX, field.example, options) : OptionalText(LONG_TEXT_MAX, field.example, options);
  }
  return applyDecorators(
    field.required ? ApiProperty(schema) : ApiPropertyOptional(schema),
    ...(field.required ? [IsNotEmpty({ message: MSG.required })] : [ValidateIf((_o: object, v: unknown) => !blank(v))]),
    ...kindRules(field),
  );
}

/**
 * A field of the edit body (JSON): absent leaves it as it is; a required field cannot be emptied
 * ('This field is required!'); an optional one is cleared with null or ''.
 */
export function UpdateField(section: ListingSectionSpec, field: ListingFieldSpec): PropertyDecorator {
  const schema = fieldSchema(section, field);
  return applyDecorators(
    CreateField(section, field),
    ApiPropertyOptional({ ...schema, ...(field.required ? {} : { nullable: true }) }),
    ValidateIf((_o: object, v: unknown) => v !== undefined),
  );
}
