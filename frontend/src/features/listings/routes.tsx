import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAuth } from '../auth/RouteGuards';
import { LISTING_SECTIONS } from '@plaza/sdk/src/listing-sections';

const ListingsPage = lazy(() => import('./ListingsPage'));
const ListingDetailPage = lazy(() => import('./ListingDetailPage'));
const ListingFormPage = lazy(() => import('./ListingFormPage'));

/** The path names the listing sections take over from the navigation's placeholder pages. */
export const LISTING_SLUGS: ReadonlySet<string> = new Set(LISTING_SECTIONS.map((s) => s.slug));

/**
 * Every section's pages, from its declaration: `/<slug>` and `/<slug>/:id` for everyone,
 * `/<slug>/new` and `/<slug>/:id/edit` for members.
 */
export function listingRoutes() {
  return LISTING_SECTIONS.map((section) => (
    <Route key={section.slug} path={`/${section.slug}`}>
      <Route index element={<ListingsPage key={section.slug} section={section} />} />
      <Route path=":id" element={<ListingDetailPage key={section.slug} section={section} />} />
      <Route element={<RequireAuth />}>
        <Route path="new" element={<ListingFormPage key={`${section.slug}-new`} section={section} />} />
        <Route path=":id/edit" element={<ListingFormPage key={`${section.slug}-edit`} section={section} />} />
      </Route>
    </Route>
  ));
}
