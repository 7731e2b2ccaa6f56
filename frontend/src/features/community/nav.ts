import ArticleIcon from '@mui/icons-material/Article';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { NavEntry } from '../../lib/navigation';

/** The community content types' menu entries. */
export const COMMUNITY_NAV = [
  { slug: 'blogs', label: 'Blogs', icon: ArticleIcon, path: '/blogs', group: 'community' },
  { slug: 'events', label: 'Events', icon: EventIcon, path: '/events', group: 'community' },
  { slug: 'forums', label: 'Forums', icon: ForumIcon, path: '/forums', group: 'community' },
  { slug: 'pictures', label: 'Pictures', icon: PhotoLibraryIcon, path: '/pictures', group: 'community' },
  { slug: 'videos', label: 'Videos', icon: VideoLibraryIcon, path: '/videos', group: 'community' },
] as const satisfies readonly NavEntry[];
