import ArticleIcon from '@mui/icons-material/Article';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { tk } from '../../i18n/keys';
import type { NavEntry } from '../../lib/navigation';

/** The community content types' menu entries. */
export const COMMUNITY_NAV = [
  {
    slug: 'blogs',
    label: tk('common:nav.blogs'),
    icon: ArticleIcon,
    path: '/blogs',
    group: 'community',
  },
  {
    slug: 'events',
    label: tk('common:nav.events'),
    icon: EventIcon,
    path: '/events',
    group: 'community',
  },
  {
    slug: 'forums',
    label: tk('common:nav.forums'),
    icon: ForumIcon,
    path: '/forums',
    group: 'community',
  },
  {
    slug: 'pictures',
    label: tk('common:nav.pictures'),
    icon: PhotoLibraryIcon,
    path: '/pictures',
    group: 'community',
  },
  {
    slug: 'videos',
    label: tk('common:nav.videos'),
    icon: VideoLibraryIcon,
    path: '/videos',
    group: 'community',
  },
] as const satisfies readonly NavEntry[];
