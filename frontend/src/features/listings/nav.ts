import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import type { ListingSectionSlug } from '@plaza/sdk/listing-sections';
import { tk } from '../../i18n/keys';
import type { NavEntry, NavGroup } from '../../lib/navigation';
import { sectionIcon } from '../../ui/sectionIcon';

/**
 * Every listing section's menu label and group, keyed by the SDK's slugs: a section added to or
 * removed from the SDK fails the type check here. (The sections' declarations stay out of every
 * visitor's download: the menu reads its labels from the i18n words.)
 */
const SECTIONS: Record<ListingSectionSlug, { group: NavGroup }> = {
  marketplaces: { group: 'listings' },
  job_listings: { group: 'listings' },
  travel_destinations: { group: 'listings' },
  charities: { group: 'listings' },
  real_estates: { group: 'listings' },
  professional_listings: { group: 'listings' },
  personals: { group: 'listings' },
  friend_finders: { group: 'listings' },
  business_listings: { group: 'listings' },
  jobs: { group: 'community' },
  local_events: { group: 'community' },
};

/** The listing sections' slugs, in menu order. */
export const SECTION_SLUGS = Object.keys(SECTIONS) as ListingSectionSlug[];

/** The listings feature's menu entries: the member's own listings and searches, then every section. */
export const LISTINGS_NAV: readonly NavEntry[] = [
  {
    slug: 'my_listings',
    label: tk('common:nav.myListings'),
    icon: Inventory2OutlinedIcon,
    path: '/my_listings',
    group: 'you',
  },
  {
    slug: 'saved_searches',
    label: tk('common:nav.savedSearches'),
    icon: NotificationsActiveOutlinedIcon,
    path: '/saved_searches',
    group: 'you',
  },
  ...SECTION_SLUGS.map((slug) => ({
    slug,
    group: SECTIONS[slug].group,
    label: tk(`common:nav.sections.${slug}`),
    icon: sectionIcon(slug),
    path: `/${slug}`,
  })),
];
