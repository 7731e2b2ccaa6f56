import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { RequireAuth } from '../../ui/RouteGuards';
import type { ListingSectionSlug, ListingSectionSpec } from '@plaza/sdk/listing-sections';
import { SECTION_SLUGS } from './nav';

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


/** The path names the listing sections take over from the navigation's placeholder pages. */
export const LISTING_SLUGS: ReadonlySet<string> = new Set(SECTION_SLUGS);

/**
 * Every section's pages: `/<slug>` and `/<slug>/:id` for everyone, `/<slug>/new` and
 * `/<slug>/:id/edit` for members.
 */
export function listingRoutes() {
  return SECTION_SLUGS.map((slug) => (
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
