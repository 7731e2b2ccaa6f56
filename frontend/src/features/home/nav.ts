import HomeIcon from '@mui/icons-material/Home';
import type { NavEntry } from '../../lib/navigation';

/** The home feature's menu entry. */
export const HOME_NAV = [{ slug: 'home', label: 'Home', icon: HomeIcon, path: '/', group: 'you' }] as const satisfies readonly NavEntry[];
