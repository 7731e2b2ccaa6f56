import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ListingsSharer } from './listings.sharer';
import { ListingsSearcher } from './listings.searcher';
import { ListingsModule } from './listings.module';
import { LISTING_SUBJECTS } from './listings.moderation';
import { ListingsMemberData } from './listings.member-data';
import { LISTING_NOTIFICATIONS } from './listings.notifications';
import { seedDemoListings } from './listings.demo-seed';
import { LISTING_SECTIONS } from './sections';

// The listings domain's front door: other domains import it only from here.
export { generateListingMigration } from './listing-schema-migration';
export { ListingsModule } from './listings.module';
export { ListingsRepository } from './listings.repository';
export { LISTING_SECTIONS, type ListingSectionSlug, type ListingSectionSpec } from './sections';

/** The OpenAPI tags of its routes: one per section, each with what it covers. */
const API_TAGS: Record<string, string> = {
  ...Object.fromEntries(LISTING_SECTIONS.map((s) => [s.plural, `${s.label}: publish, search with filters, and contact the author (listings expire and can be renewed)`])),
  listings: "The signed-in member's own listings across every section",
  saved_searches: 'Saved listing searches that alert the member to new matches',
};

/** What the listings domain tells the registry (modules/registry.ts). */
export const listingsDomain: DomainDescriptor = { name: 'listings', module: ListingsModule, apiTags: API_TAGS, moderation: LISTING_SUBJECTS, notifications: LISTING_NOTIFICATIONS, seed: seedDemoListings, memberData: ListingsMemberData, search: ListingsSearcher, sharing: ListingsSharer };
