import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ListingsSharer } from './listings.sharer';
import { ListingsSearcher } from './listings.searcher';
import { ListingsModule } from './listings.module';
import { LISTING_SUBJECTS } from './listings.moderation';
import { ListingsMemberData } from './listings.member-data';
import { LISTING_NOTIFICATIONS } from './listings.notifications';
import { seedDemoListings } from './listings.demo-seed';

// The listings domain's front door: other domains import it only from here.
export { generateListingMigration } from './listing-schema-migration';
export { ListingsModule } from './listings.module';
export { ListingsRepository } from './listings.repository';
export { LISTING_SECTIONS, type ListingSectionSlug, type ListingSectionSpec } from './sections';

/** What the listings domain tells the registry (modules/registry.ts). */
export const listingsDomain: DomainDescriptor = { name: 'listings', module: ListingsModule, moderation: LISTING_SUBJECTS, notifications: LISTING_NOTIFICATIONS, seed: seedDemoListings, memberData: ListingsMemberData, search: ListingsSearcher, sharing: ListingsSharer };
