import HomeIcon from '@mui/icons-material/Home';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The home feature's menu entry. */
export const HOME_NAV = [
  {
    slug: 'home',
    label: tk('home:nav'),
    icon: HomeIcon,
    path: '/',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
