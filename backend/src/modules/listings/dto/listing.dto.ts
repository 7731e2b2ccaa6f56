import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ImagePreviewDto } from '../../../common/uploads/images';
import { UserSummaryDto } from '../../../common/users/user-summary';
import { hasPrice, listingSection, LISTING_SECTION_SLUGS, LISTING_STATUSES, type ListingSectionSlug, type ListingStatus } from '../sections';
import { toIso } from '../../../common/time/timestamps';
import { toAmount } from '../../../common/sql/amount';

/** What every section's item has beside its own fields (MarketplaceDto extends it…). */
export class ListingBaseDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: LISTING_STATUSES, enumName: 'ListingStatus', description: 'Only active and reserved listings are listed and searched' })
  status!: ListingStatus;
  @ApiProperty({ description: 'Hidden by a moderator: only its owner still sees it' }) hidden!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The cover (the first image): /storage/listings/<file>, thumbnail at /storage/listings/thumbs/<file>' })
  image!: string | null;
  @ApiProperty({ type: [String], description: 'Every image in order, the cover first (at most 10)' })
  images!: string[];
  @ApiPropertyOptional({ type: ImagePreviewDto, nullable: true, description: "The cover's size and blurred placeholder" })
  image_preview?: ImagePreviewDto | null;
  @ApiPropertyOptional({ type: [ImagePreviewDto], description: "Each image's preview, in the order of images (null for one made before previews)" })
  image_previews?: (ImagePreviewDto | null)[];
  @ApiProperty({ type: UserSummaryDto, description: 'The owner' }) user!: UserSummaryDto;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it leaves the lists unless renewed (status active again)' })
  expires_at!: string;
}

/** A listing of any section, as the member's own list and cross-section pages show it. */
export class ListingSummaryDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: LISTING_SECTION_SLUGS, enumName: 'ListingSection' }) section!: ListingSectionSlug;
  @ApiProperty({ example: 'City bike, 54 cm frame', description: 'Its title field (name, title, service, business_name…)' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Its price or cost, when the section has one' }) price!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR', description: 'The ISO 4217 code of its price or cost (null without one)' }) currency!: string | null;
  @ApiProperty({ enum: LISTING_STATUSES, enumName: 'ListingStatus' }) status!: ListingStatus;
  @ApiProperty({ description: 'Hidden by a moderator: only its owner still sees it' }) hidden!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The cover image file' }) image!: string | null;
  @ApiPropertyOptional({ type: ImagePreviewDto, nullable: true, description: "The cover's size and blurred placeholder" }) image_preview?: ImagePreviewDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expires_at!: string;
}

/** GET /listings/settings: the operator's choices the listing forms start from. */
export class ListingSettingsDto {
  @ApiProperty({ example: 'EUR', description: 'ISO 4217 code a price or cost is in when the form gives none (DEFAULT_CURRENCY)' })
  default_currency!: string;
}

/** A listing row as the section queries read it (see ListingsRepository). */
export interface ListingRow {
  id: number;
  section: ListingSectionSlug;
  user_id: number;
  title: string;
  description: string;
  category: string | null;
  location: string | null;
  price: string | number | null;
  /** ISO 4217; null in sections without a price. */
  currency: string | null;
  status: ListingStatus;
  hidden: boolean;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  /** The detail table's columns (without listing_id). */
  details: Record<string, unknown>;
  images: string[];
  /** Each image's preview (null when it has none), in the order of images. */
  previews: (ImagePreviewDto | null)[];
  owner: UserSummaryDto;
}

export interface ListingSummaryRow {
  id: number;
  section: ListingSectionSlug;
  title: string;
  category: string | null;
  location: string | null;
  price: string | number | null;
  currency: string | null;
  status: ListingStatus;
  hidden: boolean;
  image: string | null;
  image_preview: ImagePreviewDto | null;
  created_at: Date;
  expires_at: Date;
}

export function toListingSummaryDto(row: ListingSummaryRow): ListingSummaryDto {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    category: row.category,
    location: row.location,
    price: toAmount(row.price),
    currency: hasPrice(listingSection(row.section)) ? row.currency : null,
    status: row.status,
    hidden: row.hidden,
    image: row.image,
    image_preview: row.image_preview,
    created_at: toIso(row.created_at),
    expires_at: toIso(row.expires_at),
  };
}
