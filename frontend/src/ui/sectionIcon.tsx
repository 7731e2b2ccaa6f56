import StorefrontIcon from '@mui/icons-material/Storefront';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import { NAV_ENTRIES } from '../lib/navigation';

/** A section's icon, as the navigation shows it. */
export function sectionIcon(slug: string): typeof SvgIcon {
  return NAV_ENTRIES.find((s) => s.slug === slug)?.icon ?? StorefrontIcon;
}

/** A section's icon as an element (a component looked up while rendering would be a new one each time). */
export function SectionIcon({ slug, ...props }: { slug: string } & SvgIconProps) {
  return createElement(sectionIcon(slug), props);
}
