import { Module } from '@nestjs/common';
import { ListingsSharer } from './listings.sharer';
import { ListingsSearcher } from './listings.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { ChatsModule } from '../chats';
import { buildSectionDtos } from './dto/section-dtos';
import { ListingAccess } from './listing-access';
import { ListingAlerts } from './listing-alerts';
import { ListingsRepository } from './listings.repository';
import { ListingsService } from './listings.service';
import { ListingsSweeper } from './listings.sweeper';
import { MyListingsController } from './my-listings.controller';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';
import { sectionController } from './section.controller';
import { LISTING_SECTIONS } from './sections';
import { ListingsMemberData } from './listings.member-data';

/** One controller per section, each built from its declaration (sections.ts). */
export const SECTION_CONTROLLERS = LISTING_SECTIONS.map((section) => sectionController(section, buildSectionDtos(section)));

/**
 * The listing sections: the nine classified sections, the jobs board and local events, declared
 * once in sections.ts; the member's own listings, saved searches and their alerts, and the
 * expiry sweep. Emits `listing.published`, `listing.matched` and `listing.expiring`.
 */
@Module({
  imports: [UploadsModule, ChatsModule],
  controllers: [...SECTION_CONTROLLERS, MyListingsController, SavedSearchesController],
  providers: [ListingsSharer, ListingsSearcher, ListingsMemberData, ListingsRepository, ListingAccess, ListingsService, SavedSearchesService, ListingAlerts, ListingsSweeper],
})
export class ListingsModule {}
