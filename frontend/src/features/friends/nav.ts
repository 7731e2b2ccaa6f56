import PeopleIcon from '@mui/icons-material/People';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The friends feature's menu entry. */
export const FRIENDS_NAV = [
  {
    slug: 'friends',
    get label() {
      return i18n.t('friends:title');
    },
    icon: PeopleIcon,
    path: '/friends',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
