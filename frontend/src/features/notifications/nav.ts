import NotificationsIcon from '@mui/icons-material/Notifications';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The notifications feature's menu entry. */
export const NOTIFICATIONS_NAV = [
  {
    slug: 'notifications',
    get label() {
      return i18n.t('notifications:title');
    },
    icon: NotificationsIcon,
    path: '/notifications',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
