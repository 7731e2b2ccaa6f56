import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { ListingSettingsDto, ListingSummaryDto } from './dto/listing.dto';
import { MyListingsQueryDto } from './dto/listing.input';
import { ListingsService } from './listings.service';

/** The member's own listings across the sections, in every status (expired ones to renew). */
@MembersApi('listings')
@Controller('listings')
export class MyListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Get('settings')
  @ApiOperation({ summary: "The operator's listing settings the forms start from (the default currency)" })
  @ApiOkResponse({ type: ListingSettingsDto })
  getListingSettings(): ListingSettingsDto {
    return this.listings.settings();
  }

  @Get('mine')
  @ApiOperation({ summary: 'My listings of every section (or one), in any status (or one), newest first' })
  @ApiPagedResponse(ListingSummaryDto)
  listMyListings(@CurrentUser() me: AuthUser, @Query() query: MyListingsQueryDto): Promise<Page<ListingSummaryDto>> {
    return this.listings.mine(me, query);
  }
}
