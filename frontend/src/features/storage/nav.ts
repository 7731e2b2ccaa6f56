import FolderIcon from '@mui/icons-material/Folder';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The storage feature's menu entry. */
export const STORAGE_NAV = [
  {
    slug: 'storage',
    label: tk('common:nav.storage'),
    icon: FolderIcon,
    path: '/storage',
    group: 'community',
  },
] as const satisfies readonly NavEntry[];
