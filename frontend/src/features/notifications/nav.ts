import NotificationsIcon from '@mui/icons-material/Notifications';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The notifications feature's menu entry. */
export const NOTIFICATIONS_NAV = [
  {
    slug: 'notifications',
    label: tk('common:nav.notifications'),
    icon: NotificationsIcon,
    path: '/notifications',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
