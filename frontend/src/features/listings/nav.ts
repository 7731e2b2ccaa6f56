import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import type { ListingSectionSlug } from '@plaza/sdk/listing-sections';
import type { NavEntry, NavGroup } from '../../lib/navigation';
import { sectionIcon } from '../../ui/sectionIcon';

/**
 * Every listing section's menu label and group, keyed by the SDK's slugs: a section added to or
 * removed from the SDK fails the type check here. (The sections' declarations stay out of every
 * visitor's download: the menu needs only these words.)
 */
const SECTIONS: Record<ListingSectionSlug, { label: string; group: NavGroup }> = {
  marketplaces: { label: 'Marketplace', group: 'listings' },
  job_listings: { label: 'Job listings', group: 'listings' },
  travel_destinations: { label: 'Travel destinations', group: 'listings' },
  charities: { label: 'Charities', group: 'listings' },
  real_estates: { label: 'Real estate', group: 'listings' },
  professional_listings: { label: 'Professional listings', group: 'listings' },
  personals: { label: 'Personals', group: 'listings' },
  friend_finders: { label: 'Friend finders', group: 'listings' },
  business_listings: { label: 'Business listings', group: 'listings' },
  jobs: { label: 'Jobs board', group: 'community' },
  local_events: { label: 'Local events', group: 'community' },
};

/** The listing sections' slugs, in menu order. */
export const SECTION_SLUGS = Object.keys(SECTIONS) as ListingSectionSlug[];

/** The listings feature's menu entries: the member's own listings and searches, then every section. */
export const LISTINGS_NAV: readonly NavEntry[] = [
  { slug: 'my_listings', label: 'My listings', icon: Inventory2OutlinedIcon, path: '/my_listings', group: 'you' },
  { slug: 'saved_searches', label: 'Saved searches', icon: NotificationsActiveOutlinedIcon, path: '/saved_searches', group: 'you' },
  ...SECTION_SLUGS.map((slug) => ({ slug, ...SECTIONS[slug], icon: sectionIcon(slug), path: `/${slug}` })),
];
