import HomeIcon from '@mui/icons-material/Home';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The home feature's menu entry. */
export const HOME_NAV = [
  {
    slug: 'home',
    get label() {
      return i18n.t('home:nav');
    },
    icon: HomeIcon,
    path: '/',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
