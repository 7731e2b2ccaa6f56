import { lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { GuestOnly, RequireAuth } from '../ui/RouteGuards';
import { LISTING_SLUGS, listingRoutes } from '../features/listings';
import { SEARCH_PATH } from '../features/search';
import { SECURITY_PATH } from '../features/security';
import { NOTIFICATION_SETTINGS_PATH } from '../features/notifications';
import { NavigationBridge } from './NavigationBridge';
import { prefetchOnIntent } from './prefetch';
import { lazyWithQueries } from '../lib/queries';
import { ScrollToTop } from './ScrollToTop';
import { RevealWhole } from '../ui/RevealWhole';
import { AppLayout } from './layout/AppLayout';
import { BROWSABLE_ENTRIES, NAV_ENTRIES } from './navigation';

/**
 * A visitor's first pages read no server state: no TanStack Query (a member's feed in the landing
 * page loads it, see LandingPage; signing in, up or asking for a reset send their form themselves).
 */
const LandingPage = lazy(() => import('../features/home/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ChatsPage = lazyWithQueries(() => import('../features/chats/ChatsPage'));
const NotificationsPage = lazyWithQueries(() => import('../features/notifications/NotificationsPage'));
const FriendsPage = lazyWithQueries(() => import('../features/friends/FriendsPage'));
const OtherProfilePage = lazyWithQueries(() => import('../features/profiles/OtherProfilePage'));
const OtherFriendsPage = lazyWithQueries(() => import('../features/profiles/OtherFriendsPage'));
const ResetPasswordPage = lazyWithQueries(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazyWithQueries(() => import('../features/auth/VerifyEmailPage'));
const ProfilePage = lazyWithQueries(() => import('../features/users/ProfilePage'));
const ProfileEditPage = lazyWithQueries(() => import('../features/users/ProfileEditPage'));
const SecurityPage = lazyWithQueries(() => import('../features/security/SecurityPage'));
const NotificationSettingsPage = lazyWithQueries(() => import('../features/notifications/settings/NotificationSettingsPage'));
const PostPage = lazyWithQueries(() => import('../features/posts/PostPage'));
const MyListingsPage = lazyWithQueries(() => import('../features/listings/MyListingsPage'));
const SavedSearchesPage = lazyWithQueries(() => import('../features/listings/SavedSearchesPage'));
const StoragePage = lazyWithQueries(() => import('../features/storage/StoragePage'));
const BookmarksPage = lazyWithQueries(() => import('../features/bookmarks/BookmarksPage'));
const NavEntryPage = lazyWithQueries(() => import('./pages/NavEntryPage'));
const BlogsSection = lazyWithQueries(() => import('../features/community/blogs/BlogsSection'));
const EventsSection = lazyWithQueries(() => import('../features/community/events/EventsSection'));
const ForumsSection = lazyWithQueries(() => import('../features/community/forums/ForumsSection'));
const PicturesSection = lazyWithQueries(() => import('../features/community/pictures/PicturesSection'));
const VideosSection = lazyWithQueries(() => import('../features/community/videos/VideosSection'));
const SearchPage = lazyWithQueries(() => import('../features/search/SearchPage'));
const NotFoundPage = lazyWithQueries(() => import('./pages/NotFoundPage'));
/** The moderation console (its own chunks, loaded for staff only). */
const AdminGate = lazyWithQueries(() => import('./pages/AdminGate'));

/** The landing page, with the sections it offers to explore. */
const Home = () => <LandingPage explore={BROWSABLE_ENTRIES} />;

/** Sections with a page of their own; every other section shows NavEntryPage until its feature lands. */
const SECTION_PAGES: Partial<Record<string, ComponentType>> = {
  home: Home,
  notifications: NotificationsPage,
  friends: FriendsPage,
  my_listings: MyListingsPage,
  saved_searches: SavedSearchesPage,
  blogs: BlogsSection,
  events: EventsSection,
  forums: ForumsSection,
  pictures: PicturesSection,
  videos: VideosSection,
  storage: StoragePage,
  bookmarks: BookmarksPage,
};

/** Sections whose page routes its own sub-pages (`/blogs/new`, `/blogs/:id`…). */
const SECTION_TREES: ReadonlySet<string> = new Set(['blogs', 'events', 'forums', 'pictures', 'videos']);

/** Sections whose pages are for members only: routed below, inside RequireAuth. */
const MEMBER_SECTIONS: ReadonlySet<string> = new Set(['chats']);

export function AppRoutes() {
  useEffect(prefetchOnIntent, []);
  return (
    <>
      <NavigationBridge />
      <ScrollToTop />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <RevealWhole placeholder={null}>
              <AdminGate />
            </RevealWhole>
          }
        />
        <Route element={<AppLayout />}>
          {NAV_ENTRIES.filter((section) => !MEMBER_SECTIONS.has(section.slug) && !LISTING_SLUGS.has(section.slug)).map((section) => {
            const Page = SECTION_PAGES[section.slug];
            return (
              <Route
                key={section.slug}
                path={SECTION_TREES.has(section.slug) ? `${section.path}/*` : section.path}
                element={Page ? <Page /> : <NavEntryPage key={section.slug} section={section} />}
              />
            );
          })}
          <Route path={SEARCH_PATH} element={<SearchPage />} />
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          {/* The link of the password-reset mail: `${PUBLIC_URL}/reset-password/<token>`. */}
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          {/* The link of the confirmation mails: `${PUBLIC_URL}/verify-email/<token>`. */}
          <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/show_chat" element={<ChatsPage />} />
            <Route path="/show_chat/:chatId" element={<ChatsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/edit" element={<ProfileEditPage />} />
            <Route path={SECURITY_PATH} element={<SecurityPage />} />
            <Route path={NOTIFICATION_SETTINGS_PATH} element={<NotificationSettingsPage />} />
            {/* Another member's profile and friends, by username. */}
            <Route path="/u/:username" element={<OtherProfilePage />} />
            <Route path="/u/:username/friends" element={<OtherFriendsPage />} />
            <Route path="/posts/:id" element={<PostPage />} />
          </Route>
          {listingRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
