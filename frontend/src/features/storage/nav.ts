import FolderIcon from '@mui/icons-material/Folder';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

/** The storage feature's menu entry. */
export const STORAGE_NAV = [
  {
    slug: 'storage',
    get label() {
      return i18n.t('storage:title');
    },
    icon: FolderIcon,
    path: '/storage',
    group: 'community',
  },
] as const satisfies readonly NavEntry[];
