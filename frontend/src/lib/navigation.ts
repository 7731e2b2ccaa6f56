import type SvgIcon from '@mui/material/SvgIcon';

export type NavGroup = 'you' | 'listings' | 'community';

/** A page of the menu, as the feature that owns it declares it (its `nav.ts`, exported by its index.ts). */
export interface NavEntry {
  slug: string;
  label: string;
  icon: typeof SvgIcon;
  path: string;
  group: NavGroup;
}

export const NAV_GROUPS: Record<NavGroup, string> = {
  you: 'Plaza',
  listings: 'Listings',
  community: 'Community',
};
