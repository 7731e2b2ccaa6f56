import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/paging';
import { LISTING_MSG } from '../../../common/validation/messages';
import { OptionalText } from '../../../common/validation/text-rules';
import { LISTING_SECTION_SLUGS, LISTING_STATUSES, type ListingSectionSlug, type ListingStatus } from '../sections';

/** The most characters of a "contact" message (the listing's title and link follow it). */
export const CONTACT_MESSAGE_MAX = 300;

/** POST /<section>/{id}/contact. */
export class ContactListingDto {
  @OptionalText(CONTACT_MESSAGE_MAX, 'Hi! Is this still available?', {
    message: LISTING_MSG.contactMessageMax,
    description: "What to say; default 'Is this still available?'. The listing's title and link are added.",
  })
  message?: string;
}

/** GET /listings/mine: my listings of every section, or of one, in any status. */
export class MyListingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LISTING_SECTION_SLUGS, enumName: 'ListingSection' })
  @IsOptional()
  @IsIn(LISTING_SECTION_SLUGS, { message: LISTING_MSG.sectionInvalid })
  section?: ListingSectionSlug;

  @ApiPropertyOptional({ enum: LISTING_STATUSES, enumName: 'ListingStatus' })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: LISTING_MSG.statusInvalid })
  status?: ListingStatus;
}
