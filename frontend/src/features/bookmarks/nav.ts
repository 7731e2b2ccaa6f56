import BookmarksIcon from '@mui/icons-material/Bookmarks';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The bookmarks feature's menu entry. */
export const BOOKMARKS_NAV = [
  {
    slug: 'bookmarks',
    get label() {
      return i18n.t('bookmarks:title');
    },
    icon: BookmarksIcon,
    path: '/bookmarks',
    group: 'community',
  },
] as const satisfies readonly NavEntry[];
