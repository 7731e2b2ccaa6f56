import type SvgIcon from '@mui/material/SvgIcon';
import { tk } from '../i18n/keys';

export type NavGroup = 'you' | 'listings' | 'community';

/** A page of the menu, as the feature that owns it declares it (its `nav.ts`, exported by its index.ts). */
export interface NavEntry {
  slug: string;
  /** The menu text: a translation key marked with tk() (such as 'home:nav.home') or plain text, shown through t(). */
  label: string;
  icon: typeof SvgIcon;
  path: string;
  group: NavGroup;
}

/** Each group's heading in the menu: a translation key (`t(NAV_GROUPS[group])`). */
export const NAV_GROUPS: Record<NavGroup, string> = {
  you: tk('common:nav.groups.you'),
  listings: tk('common:nav.groups.listings'),
  community: tk('common:nav.groups.community'),
};
