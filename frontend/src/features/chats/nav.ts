import ChatIcon from '@mui/icons-material/Chat';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The chats feature's menu entry. */
export const CHATS_NAV = [
  {
    slug: 'chats',
    get label() {
      return i18n.t('chats:title');
    },
    icon: ChatIcon,
    path: '/show_chat',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
