import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { RequireAuth } from '../../ui/RouteGuards';
import type { ListingSectionSlug, ListingSectionSpec } from '@plaza/sdk/src/listing-sections';

type SectionPage = ComponentType<{ section: ListingSectionSpec }>;

/**
 * A section's page, loaded with the sections' declarations: the routes need only the slugs, so
 * the declarations (fields, rules, categories: 3 KB gzip) stay out of every visitor's download.
 */
function sectionPage(load: () => Promise<{ default: SectionPage }>) {
  return lazyWithQueries(async () => {
    const [{ default: Page }, { SECTION_BY_SLUG }] = await Promise.all([load(), import('./registry')]);
    return { default: ({ slug }: { slug: ListingSectionSlug }) => <Page section={SECTION_BY_SLUG.get(slug)!} /> };
  });
}

const ListingsPage = sectionPage(() => import('./ListingsPage'));
const ListingDetailPage = sectionPage(() => import('./ListingDetailPage'));
const ListingFormPage = sectionPage(() => import('./ListingFormPage'));

/**
 * The listing sections' slugs, as the SDK declares them: the type says every one and no other
 * (a slug added to or removed from the SDK fails the type check here).
 */
const SLUGS: Record<ListingSectionSlug, true> = {
  marketplaces: true,
  job_listings: true,
  travel_destinations: true,
  charities: true,
  real_estates: true,
  professional_listings: true,
  personals: true,
  friend_finders: true,
  business_listings: true,
  jobs: true,
  local_events: true,
};
const SLUG_LIST = Object.keys(SLUGS) as ListingSectionSlug[];

/** The path names the listing sections take over from the navigation's placeholder pages. */
export const LISTING_SLUGS: ReadonlySet<string> = new Set(SLUG_LIST);

/**
 * Every section's pages: `/<slug>` and `/<slug>/:id` for everyone, `/<slug>/new` and
 * `/<slug>/:id/edit` for members.
 */
export function listingRoutes() {
  return SLUG_LIST.map((slug) => (
    <Route key={slug} path={`/${slug}`}>
      <Route index element={<ListingsPage key={slug} slug={slug} />} />
      <Route path=":id" element={<ListingDetailPage key={slug} slug={slug} />} />
      <Route element={<RequireAuth />}>
        <Route path="new" element={<ListingFormPage key={`${slug}-new`} slug={slug} />} />
        <Route path=":id/edit" element={<ListingFormPage key={`${slug}-edit`} slug={slug} />} />
      </Route>
    </Route>
  ));
}
