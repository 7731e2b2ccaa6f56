import FolderIcon from '@mui/icons-material/Folder';
import type { NavEntry } from '../../lib/navigation';

/** The storage feature's menu entry. */
export const STORAGE_NAV = [{ slug: 'storage', label: 'Storage', icon: FolderIcon, path: '/storage', group: 'community' }] as const satisfies readonly NavEntry[];
