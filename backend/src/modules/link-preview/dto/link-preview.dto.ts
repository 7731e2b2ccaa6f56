import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** A link longer than this is refused (422). */
export const LINK_MAX_LENGTH = 2048;
export const LINK_MSG = { url: 'url must be an http or https address' } as const;
/** An http(s) address with a host and no white space (the service parses it again with URL). */
export const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export class LinkPreviewQueryDto {
  @ApiProperty({ maxLength: LINK_MAX_LENGTH, description: 'The http(s) address a message contains', example: 'https://example.com/page' })
  @IsString({ message: LINK_MSG.url })
  @MaxLength(LINK_MAX_LENGTH, { message: LINK_MSG.url })
  @Matches(HTTP_URL, { message: LINK_MSG.url })
  url!: string;
}

export enum LinkPreviewKind {
  plaza = 'plaza',
  external = 'external',
}

/** What a chat shows of a link: a Plaza page read from the database, or another site's OpenGraph tags. */
export class LinkPreviewDto {
  @ApiProperty({ description: 'The address previewed (as asked)' })
  url!: string;

  @ApiProperty({ enum: LinkPreviewKind, enumName: 'LinkPreviewKind' })
  kind!: LinkPreviewKind;

  @ApiProperty({ type: String, nullable: true })
  title!: string | null;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'An absolute http(s) address of the image' })
  image!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The site's name (Plaza for its own pages)" })
  site_name!: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "A listing's price" })
  price?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO 4217 currency of the price' })
  currency?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time', description: "An event's start" })
  date?: string | null;
}

export class LinkPreviewResponseDto {
  @ApiProperty({ type: LinkPreviewDto })
  data!: LinkPreviewDto;
}
