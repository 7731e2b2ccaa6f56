import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/paging';
import { toUserSummaryDto } from '../../../common/users/user-summary';
import { LISTING_MSG, MSG } from '../../../common/validation/messages';
import { NoNulCharacter } from '../../../common/validation/text-rules';
import { CreateField, CurrencyField, fieldSchema, UpdateField } from '../listing-fields';
import { coreField, hasPrice, MAX_AMOUNT, OWNER_STATUSES, SHORT_TEXT_MAX, type ListingFieldSpec, type ListingSectionSpec } from '../sections';
import { toAmount } from '../../../common/sql/amount';
import { ListingBaseDto, type ListingRow } from './listing.dto';
import { toIso } from '../../../common/time/timestamps';

/**
 * Each section's DTO classes, built from its declaration with their own OpenAPI names
 * (CreateMarketplaceDto, UpdateMarketplaceDto, MarketplaceQueryDto, MarketplaceDto), so the SDK
 * types every section as precisely as a hand-written module would.
 */
export interface SectionDtos {
  create: Type<object>;
  update: Type<object>;
  query: Type<ListingQuery>;
  item: Type<object>;
}

/** The list query of any section, as the repository reads it. */
export interface ListingQuery extends PageQueryDto {
  search?: string;
  sort?: string;
  category?: string;
  location?: string;
  price_min?: number;
  price_max?: number;
  [filter: string]: unknown;
}

/** The edit body of any section. */
export interface ListingUpdate {
  status?: (typeof OWNER_STATUSES)[number];
  images?: string[];
  [field: string]: unknown;
}

/** A class named `name` (its OpenAPI schema name), extending `base`. */
function namedClass(name: string, base?: Type<object>): Type<object> {
  const cls = base ? class extends base {} : class {};
  Object.defineProperty(cls, 'name', { value: name });
  return cls;
}

/** Declares property `key` on `cls` with its design type (what Swagger reads) and decorators. */
function property(cls: Type<object>, key: string, designType: unknown, ...decorators: PropertyDecorator[]): void {
  Reflect.defineMetadata('design:type', designType, cls.prototype, key);
  for (const decorator of decorators) {
    decorator(cls.prototype, key);
  }
}

const designType = (field: ListingFieldSpec) => (field.kind === 'integer' || field.kind === 'money' ? Number : String);
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The choice fields a section's lists can be filtered by: its category and those marked `filter`. */
// A sensitive field is never a filter: who prefers not to say would silently drop out of every filtered list.
export const filterFields = (section: ListingSectionSpec) => section.fields.filter((f) => f.kind === 'choice' && !f.sensitive && (f.core === 'category' || f.filter));

function buildQuery(section: ListingSectionSpec): Type<ListingQuery> {
  const cls = namedClass(`${section.singular}QueryDto`, PageQueryDto);
  property(
    cls,
    'search',
    String,
    ApiPropertyOptional({ maxLength: SHORT_TEXT_MAX, description: 'Words to find in the title (ranked first) and the description; accents, case and one typo per word are forgiven' }),
    IsOptional(),
    Transform(trim),
    IsString({ message: LISTING_MSG.search }),
    MaxLength(SHORT_TEXT_MAX, { message: LISTING_MSG.search }),
    NoNulCharacter(),
  );
  property(
    cls,
    'sort',
    String,
    ApiPropertyOptional({
      enum: [...section.sorts],
      enumName: `${section.singular}Sort`,
      description: 'Default: relevance when searching, else created_at; the direction is `order`',
    }),
    IsOptional(),
    IsIn([...section.sorts], { message: LISTING_MSG.sortInvalid }),
  );
  for (const field of filterFields(section)) {
    const schema = fieldSchema(section, field);
    property(cls, field.name, String, ApiPropertyOptional({ ...schema, description: `Only listings with this ${field.label.toLowerCase()}` }), IsOptional(), IsIn([...field.choices!], { message: LISTING_MSG.choice }));
  }
  const location = coreField(section, 'location');
  if (location) {
    property(
      cls,
      'location',
      String,
      ApiPropertyOptional({ maxLength: SHORT_TEXT_MAX, description: `Part of the ${location.label.toLowerCase()} (case and accents ignored)` }),
      IsOptional(),
      Transform(trim),
      IsString({ message: MSG.between255 }),
      MaxLength(SHORT_TEXT_MAX, { message: MSG.between255 }),
      NoNulCharacter(),
    );
  }
  const price = coreField(section, 'price');
  if (price) {
    for (const bound of ['price_min', 'price_max']) {
      property(
        cls,
        bound,
        Number,
        ApiPropertyOptional({
          type: 'number',
          minimum: 0,
          maximum: MAX_AMOUNT,
          description: `${bound === 'price_min' ? 'Lowest' : 'Highest'} ${price.label.toLowerCase()}, compared in each listing's own currency (no exchange rates)`,
        }),
        IsOptional(),
        Transform(toNumber),
        IsNumber({ maxDecimalPlaces: 2 }, { message: LISTING_MSG.priceRange }),
        Min(0, { message: LISTING_MSG.priceRange }),
        Max(MAX_AMOUNT, { message: LISTING_MSG.priceRange }),
      );
    }
  }
  return cls as Type<ListingQuery>;
}

function buildCreate(section: ListingSectionSpec): Type<object> {
  const cls = namedClass(`Create${section.singular}Dto`);
  for (const field of section.fields) {
    property(cls, field.name, designType(field), CreateField(section, field));
  }
  if (hasPrice(section)) {
    property(cls, 'currency', String, CurrencyField());
  }
  return cls;
}

function buildUpdate(section: ListingSectionSpec): Type<object> {
  const cls = namedClass(`Update${section.singular}Dto`);
  for (const field of section.fields) {
    property(cls, field.name, designType(field), UpdateField(section, field));
  }
  if (hasPrice(section)) {
    property(cls, 'currency', String, CurrencyField());
  }
  property(
    cls,
    'status',
    String,
    ApiPropertyOptional({
      enum: OWNER_STATUSES,
      enumName: 'ListingOwnerStatus',
      description: `Mark it reserved, ${section.endStatus}, or active again: active renews it for ${section.expiresInDays} days (also after it expired)`,
    }),
    IsOptional(),
    IsIn([...OWNER_STATUSES], { message: LISTING_MSG.statusInvalid }),
  );
  property(
    cls,
    'images',
    Array,
    ApiPropertyOptional({ type: [String], description: 'The images to keep, in their new order (the first is the cover); those left out are deleted' }),
    IsOptional(),
    IsArray({ message: LISTING_MSG.unknownImages }),
    ArrayMaxSize(section.maxImages, { message: LISTING_MSG.unknownImages }),
    IsString({ each: true, message: LISTING_MSG.unknownImages }),
  );
  return cls;
}

function buildItem(section: ListingSectionSpec): Type<object> {
  const cls = namedClass(`${section.singular}Dto`, ListingBaseDto);
  for (const field of section.fields) {
    const schema = fieldSchema(section, field, 'answer');
    property(cls, field.name, designType(field), ApiProperty({ ...schema, ...(field.required && !field.sensitive ? {} : { nullable: true }) }));
  }
  if (hasPrice(section)) {
    property(cls, 'currency', String, ApiProperty({ type: String, example: 'EUR', description: `ISO 4217 code of the ${coreField(section, 'price')!.label.toLowerCase()}` }));
  }
  return cls;
}

export function buildSectionDtos(section: ListingSectionSpec): SectionDtos {
  return { create: buildCreate(section), update: buildUpdate(section), query: buildQuery(section), item: buildItem(section) };
}

/** A field's value as answers carry it: amounts as numbers, dates as ISO 8601, missing as null. */
function answerValue(field: ListingFieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  switch (field.kind) {
    case 'money':
    case 'integer':
      return toAmount(value as string | number);
    case 'datetime':
      return toIso(value as string);
    case 'longtext':
    case 'text':
    case 'choice':
    case 'url':
    case 'email':
      return value;
  }
}

/** The one place that decides what of a listing leaves the server. */
export function toSectionDto(section: ListingSectionSpec, row: ListingRow): Record<string, unknown> {
  const fields = Object.fromEntries(
    section.fields.map((f) => {
      const raw = f.core ? row[f.core] : row.details[f.name];
      // A section without a required description stores none as ''.
      return [f.name, f.core === 'description' && raw === '' && !f.required ? null : answerValue(f, raw)];
    }),
  );
  return {
    id: row.id,
    ...fields,
    ...(hasPrice(section) ? { currency: row.currency } : {}),
    status: row.status,
    hidden: row.hidden,
    image: row.images[0] ?? null,
    images: row.images,
    image_preview: row.previews[0] ?? null,
    image_previews: row.previews,
    user: toUserSummaryDto(row.owner),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    expires_at: toIso(row.expires_at),
  };
}
