import PeopleIcon from '@mui/icons-material/People';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The friends feature's menu entry. */
export const FRIENDS_NAV = [
  {
    slug: 'friends',
    label: tk('common:nav.friends'),
    icon: PeopleIcon,
    path: '/friends',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
