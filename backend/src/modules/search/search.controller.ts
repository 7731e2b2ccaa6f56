import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { Viewer } from '../../common/auth/decorators';
import { GuestRead } from '../../common/auth/guest-read';
import { ApiErrors } from '../../common/openapi/decorators';
import { SearchTypesResponseDto, SiteSearchQueryDto, SiteSearchResponseDto, type SearchTypeDto, type SiteSearchDto } from './dto/search.dto';
import { SearchService } from './search.service';

/** One search over every section, for members, and for visitors over what is public. */
@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @GuestRead()
  @ApiOperation({ summary: 'Search every section: a page of results per type, with how many of each, the best first' })
  @ApiOkResponse({ type: SiteSearchResponseDto })
  @ApiErrors(401, 422)
  async siteSearch(@Viewer() me: AuthUser | undefined, @Query() query: SiteSearchQueryDto): Promise<{ data: SiteSearchDto }> {
    return { data: await this.search.search(me?.id ?? null, query) };
  }

  @Get('types')
  @GuestRead()
  @ApiOperation({ summary: 'The types a search may name in `types`, with their labels' })
  @ApiOkResponse({ type: SearchTypesResponseDto })
  searchTypes(@Viewer() me: AuthUser | undefined): { data: SearchTypeDto[] } {
    return { data: this.search.types(me?.id ?? null) };
  }
}
