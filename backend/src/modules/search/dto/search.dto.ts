import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type as TransformType } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../../../common/paging/paging';
import { SEARCH_WINDOW, type SearchGroupRows, type SearchHitRow } from '../../../common/search/searcher';
import { toIso } from '../../../common/time/timestamps';
import { toAmount } from '../../../common/sql/amount';

/** At most this many results of a type per page. */
export const SEARCH_MAX_TAKE = 50;
/** A search longer than this is refused (422). */
export const SEARCH_MAX_LENGTH = 200;

export class SiteSearchQueryDto {
  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, description: 'The words to look for (each as a prefix; one typo forgiven per word of 4+ letters); none finds nothing' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `q must be at most ${SEARCH_MAX_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ description: 'Comma-separated types to search (default: every type); see GET /search/types', example: 'posts,blogs' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    (Array.isArray(value) ? value : [value]).flatMap((v: unknown) => (typeof v === 'string' ? v.split(',').map((t) => t.trim()).filter(Boolean) : [v])),
  )
  @IsArray({ message: 'types must be a comma-separated list' })
  @ArrayMaxSize(40, { message: 'types names too many types' })
  @IsString({ each: true, message: 'types must be a comma-separated list' })
  types?: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_MAX_TAKE, default: 5, description: 'Results per type' })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'take must be a whole number' })
  @Min(1, { message: 'take must be at least 1' })
  @Max(SEARCH_MAX_TAKE, { message: `take must be at most ${SEARCH_MAX_TAKE}` })
  take?: number;
}

export class SearchHitDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A picture of it: a path under /storage/' }) image!: string | null;
  @ApiProperty({ description: "The app's page of it" }) path!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A line more: a price, a date, a username…' }) detail!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "A listing's price" }) price!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The currency of the price (ISO 4217)' }) currency!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: "An event's start" }) starts_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class SearchGroupDto {
  @ApiProperty({ description: 'The type: members, posts, blogs, a listing section…' }) type!: string;
  @ApiProperty({ description: 'How the results page names it' }) label!: string;
  @ApiProperty({ description: `How many results of this type: at most ${SEARCH_WINDOW}, the best of its newest matches (members: as member search counts them)` }) total!: number;
  @ApiProperty({ type: [SearchHitDto] }) items!: SearchHitDto[];
}

export class SiteSearchDto {
  @ApiProperty() q!: string;
  @ApiProperty({ description: 'Results over every type searched' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() take!: number;
  @ApiProperty({ type: [SearchGroupDto], description: 'One group per type searched, those with results first' }) groups!: SearchGroupDto[];
}

export class SiteSearchResponseDto {
  @ApiProperty({ type: SiteSearchDto }) data!: SiteSearchDto;
}

export class SearchTypeDto {
  @ApiProperty() type!: string;
  @ApiProperty() label!: string;
}

export class SearchTypesResponseDto {
  @ApiProperty({ type: [SearchTypeDto] }) data!: SearchTypeDto[];
}

export function toSearchGroupDto(group: SearchGroupRows, label: string): SearchGroupDto {
  return { type: group.type, label, total: group.total, items: group.items.map(toSearchHitDto) };
}

function toSearchHitDto(row: SearchHitRow): SearchHitDto {
  return { id: row.id, title: row.title, excerpt: row.excerpt, image: row.image, path: row.path, detail: row.detail,
    price: toAmount(row.price),
    currency: row.currency,
    starts_at: row.starts_at === null ? null : toIso(row.starts_at),
    created_at: toIso(row.created_at),
  };
}
