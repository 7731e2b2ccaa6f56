import ChatIcon from '@mui/icons-material/Chat';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The chats feature's menu entry. */
export const CHATS_NAV = [
  {
    slug: 'chats',
    label: tk('common:nav.chats'),
    icon: ChatIcon,
    path: '/show_chat',
    group: 'you',
  },
] as const satisfies readonly NavEntry[];
