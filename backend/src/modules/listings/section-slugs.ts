/**
 * The listing sections' path names, apart from their declarations (sections.ts): `npm run sdk`
 * copies this file into the SDK, where the page's first reads use it without the rest. No imports.
 */
/** The path names of the classified sections, the jobs board and local events. */
export const LISTING_SECTION_SLUGS = [
  'marketplaces',
  'job_listings',
  'travel_destinations',
  'charities',
  'real_estates',
  'professional_listings',
  'personals',
  'friend_finders',
  'business_listings',
  'jobs',
  'local_events',
] as const;
export type ListingSectionSlug = (typeof LISTING_SECTION_SLUGS)[number];
