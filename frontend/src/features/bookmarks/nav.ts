import BookmarksIcon from '@mui/icons-material/Bookmarks';
import type { NavEntry } from '../../lib/navigation';

/** The bookmarks feature's menu entry. */
export const BOOKMARKS_NAV = [{ slug: 'bookmarks', label: 'Bookmarks', icon: BookmarksIcon, path: '/bookmarks', group: 'community' }] as const satisfies readonly NavEntry[];
