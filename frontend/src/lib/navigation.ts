import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import BusinessIcon from '@mui/icons-material/Business';
import ChatIcon from '@mui/icons-material/Chat';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FolderIcon from '@mui/icons-material/Folder';
import ForumIcon from '@mui/icons-material/Forum';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LuggageIcon from '@mui/icons-material/Luggage';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';

export type NavGroup = 'you' | 'listings' | 'community';

export interface NavEntry {
  slug: string;
  label: string;
  icon: typeof SvgIcon;
  path: string;
  group: NavGroup;
}

export const NAV_GROUPS: Record<NavGroup, string> = {
  you: 'Plaza',
  listings: 'Listings',
  community: 'Community',
};

/** Every navigation entry of Plaza (a page or a listing section), declared once: the menu and the routes are both derived from it. */
export const NAV_ENTRIES = [
  { slug: 'home', label: 'Home', icon: HomeIcon, path: '/', group: 'you' },
  { slug: 'friends', label: 'Friends', icon: PeopleIcon, path: '/friends', group: 'you' },
  { slug: 'chats', label: 'Chats', icon: ChatIcon, path: '/show_chat', group: 'you' },
  { slug: 'notifications', label: 'Notifications', icon: NotificationsIcon, path: '/notifications', group: 'you' },
  { slug: 'my_listings', label: 'My listings', icon: Inventory2OutlinedIcon, path: '/my_listings', group: 'you' },
  { slug: 'saved_searches', label: 'Saved searches', icon: NotificationsActiveOutlinedIcon, path: '/saved_searches', group: 'you' },
  { slug: 'marketplaces', label: 'Marketplace', icon: StorefrontIcon, path: '/marketplaces', group: 'listings' },
  { slug: 'job_listings', label: 'Job listings', icon: WorkIcon, path: '/job_listings', group: 'listings' },
  {
    slug: 'travel_destinations',
    label: 'Travel destinations',
    icon: LuggageIcon,
    path: '/travel_destinations',
    group: 'listings',
  },
  { slug: 'charities', label: 'Charities', icon: VolunteerActivismIcon, path: '/charities', group: 'listings' },
  { slug: 'real_estates', label: 'Real estate', icon: ApartmentIcon, path: '/real_estates', group: 'listings' },
  {
    slug: 'professional_listings',
    label: 'Professional listings',
    icon: HandshakeIcon,
    path: '/professional_listings',
    group: 'listings',
  },
  { slug: 'personals', label: 'Personals', icon: FavoriteIcon, path: '/personals', group: 'listings' },
  {
    slug: 'friend_finders',
    label: 'Friend finders',
    icon: PersonSearchIcon,
    path: '/friend_finders',
    group: 'listings',
  },
  {
    slug: 'business_listings',
    label: 'Business listings',
    icon: BusinessIcon,
    path: '/business_listings',
    group: 'listings',
  },
  { slug: 'blogs', label: 'Blogs', icon: ArticleIcon, path: '/blogs', group: 'community' },
  { slug: 'events', label: 'Events', icon: EventIcon, path: '/events', group: 'community' },
  { slug: 'forums', label: 'Forums', icon: ForumIcon, path: '/forums', group: 'community' },
  { slug: 'pictures', label: 'Pictures', icon: PhotoLibraryIcon, path: '/pictures', group: 'community' },
  { slug: 'videos', label: 'Videos', icon: VideoLibraryIcon, path: '/videos', group: 'community' },
  { slug: 'storage', label: 'Storage', icon: FolderIcon, path: '/storage', group: 'community' },
  { slug: 'jobs', label: 'Jobs board', icon: AssignmentIcon, path: '/jobs', group: 'community' },
  { slug: 'local_events', label: 'Local events', icon: PlaceIcon, path: '/local_events', group: 'community' },
  { slug: 'bookmarks', label: 'Bookmarks', icon: BookmarksIcon, path: '/bookmarks', group: 'community' },
] as const satisfies readonly NavEntry[];

export type NavSlug = (typeof NAV_ENTRIES)[number]['slug'];
