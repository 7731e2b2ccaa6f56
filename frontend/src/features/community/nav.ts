import ArticleIcon from '@mui/icons-material/Article';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { i18n } from '../../i18n';
import type { NavEntry } from '../../lib/navigation';

// Each label is read in the language of the moment (a getter), whether the menu translates it again or not.
/** The community content types' menu entries. */
export const COMMUNITY_NAV = [
  {
    slug: 'blogs',
    get label() {
      return i18n.t('community:nav.blogs');
    },
    icon: ArticleIcon,
    path: '/blogs',
    group: 'community',
  },
  {
    slug: 'events',
    get label() {
      return i18n.t('community:nav.events');
    },
    icon: EventIcon,
    path: '/events',
    group: 'community',
  },
  {
    slug: 'forums',
    get label() {
      return i18n.t('community:nav.forums');
    },
    icon: ForumIcon,
    path: '/forums',
    group: 'community',
  },
  {
    slug: 'pictures',
    get label() {
      return i18n.t('community:nav.pictures');
    },
    icon: PhotoLibraryIcon,
    path: '/pictures',
    group: 'community',
  },
  {
    slug: 'videos',
    get label() {
      return i18n.t('community:nav.videos');
    },
    icon: VideoLibraryIcon,
    path: '/videos',
    group: 'community',
  },
] as const satisfies readonly NavEntry[];
