import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsObject, IsOptional, Max, Min } from 'class-validator';
import { LISTING_MSG, MSG } from '../../../common/validation/messages';
import { OptionalText } from '../../../common/validation/text-rules';
import { LISTING_SECTION_SLUGS, MAX_AMOUNT, SHORT_TEXT_MAX, type ListingSectionSlug } from '../sections';
import { toAmount } from '../../../common/sql/amount';
import { toIso } from '../../../common/time/timestamps';

const amount = (): PropertyDecorator => (target, key) => {
  for (const d of [
    ApiPropertyOptional({ type: 'number', minimum: 0, maximum: MAX_AMOUNT, nullable: true }),
    IsOptional(),
    IsNumber({ maxDecimalPlaces: 2 }, { message: LISTING_MSG.priceRange }),
    Min(0, { message: LISTING_MSG.priceRange }),
    Max(MAX_AMOUNT, { message: LISTING_MSG.priceRange }),
  ]) {
    d(target, key);
  }
};

/** A search to be told about: a section's list filters, as its list takes them. */
export class CreateSavedSearchDto {
  @ApiProperty({ enum: LISTING_SECTION_SLUGS, enumName: 'ListingSection' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(LISTING_SECTION_SLUGS, { message: LISTING_MSG.sectionInvalid })
  section!: ListingSectionSlug;

  @OptionalText(SHORT_TEXT_MAX, 'city bike', { message: LISTING_MSG.search, description: 'The words searched for' })
  search?: string;

  @OptionalText(SHORT_TEXT_MAX, 'Bikes', { message: LISTING_MSG.choice, description: "One of the section's categories (its category, job type, housing type…)" })
  category?: string;

  @OptionalText(SHORT_TEXT_MAX, 'Lisbon', { description: 'Part of the location' })
  location?: string;

  @amount() price_min?: number;
  @amount() price_max?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { gender: 'Woman' },
    description: "The section's other filters by field name (e.g. friend finders' gender)",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === null ? undefined : value))
  @IsObject({ message: LISTING_MSG.choice })
  filters?: Record<string, string>;
}

export class SavedSearchDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: LISTING_SECTION_SLUGS, enumName: 'ListingSection' }) section!: ListingSectionSlug;
  @ApiProperty({ type: String, nullable: true }) search!: string | null;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: Number, nullable: true }) price_min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) price_max!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) filters!: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export interface SavedSearchRow {
  id: number;
  section: ListingSectionSlug;
  search: string | null;
  category: string | null;
  location: string | null;
  price_min: string | null;
  price_max: string | null;
  filters: Record<string, string>;
  created_at: Date;
}

export function toSavedSearchDto(row: SavedSearchRow): SavedSearchDto {
  return {
    id: row.id,
    section: row.section,
    search: row.search,
    category: row.category,
    location: row.location,
    price_min: toAmount(row.price_min),
    price_max: toAmount(row.price_max),
    filters: row.filters,
    created_at: toIso(row.created_at),
  };
}
