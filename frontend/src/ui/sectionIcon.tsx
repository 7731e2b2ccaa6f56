import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LuggageIcon from '@mui/icons-material/Luggage';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaceIcon from '@mui/icons-material/Place';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ListingSectionSlug } from '@plaza/sdk/listing-sections';
import { createElement } from 'react';

/** Each listing section's icon: the menu, the section's page and cards, and the console show the same. */
const ICONS: Record<ListingSectionSlug, typeof SvgIcon> = {
  marketplaces: StorefrontIcon,
  job_listings: WorkIcon,
  travel_destinations: LuggageIcon,
  charities: VolunteerActivismIcon,
  real_estates: ApartmentIcon,
  professional_listings: HandshakeIcon,
  personals: FavoriteIcon,
  friend_finders: PersonSearchIcon,
  business_listings: BusinessIcon,
  jobs: AssignmentIcon,
  local_events: PlaceIcon,
};

/** A listing section's icon (a shop for an unknown one). */
export function sectionIcon(slug: string): typeof SvgIcon {
  return Object.hasOwn(ICONS, slug) ? ICONS[slug as ListingSectionSlug] : StorefrontIcon;
}

/** A section's icon as an element (a component looked up while rendering would be a new one each time). */
export function SectionIcon({ slug, ...props }: { slug: string } & SvgIconProps) {
  return createElement(sectionIcon(slug), props);
}
