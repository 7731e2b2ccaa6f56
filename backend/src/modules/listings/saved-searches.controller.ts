import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { LISTING_MSG } from '../../common/validation/messages';
import { CreateSavedSearchDto, SavedSearchDto } from './dto/saved-search.dto';
import { SavedSearchesService } from './saved-searches.service';

/** My saved searches: a new listing matching one is announced to me once (ListingMatch). */
@MembersApi('saved_searches')
@Controller('saved_searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  @ApiPagedResponse(SavedSearchDto)
  listSavedSearches(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<SavedSearchDto>> {
    return this.searches.list(me, query);
  }

  @Post()
  @ApiOperation({ summary: "Save a section's search and filters, to hear of new listings that match" })
  @ApiDataResponse(SavedSearchDto, 201)
  @ApiErrors({ 409: 'Saved already, or too many saved searches' })
  async createSavedSearch(@CurrentUser() me: AuthUser, @Body() dto: CreateSavedSearchDto): Promise<{ data: SavedSearchDto }> {
    return { data: await this.searches.create(me, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my saved searches' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(404)
  async deleteSavedSearch(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(LISTING_MSG.savedSearchNotFound)) id: number): Promise<void> {
    await this.searches.remove(me, id);
  }
}
