import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { GuestOnly, RequireAuth } from '../features/auth/RouteGuards';
import { NavigationBridge } from './NavigationBridge';
import { AppLayout } from './layout/AppLayout';
import { SECTIONS, type SectionSlug } from './sections';

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const ChatsPage = lazy(() => import('../features/chats/ChatsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const FriendsPage = lazy(() => import('../features/friends/FriendsPage'));
const OtherProfilePage = lazy(() => import('../features/profiles/OtherProfilePage'));
const OtherFriendsPage = lazy(() => import('../features/profiles/OtherFriendsPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/users/ProfilePage'));
const ProfileEditPage = lazy(() => import('../features/users/ProfileEditPage'));
const SectionPage = lazy(() => import('./pages/SectionPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Sections with a page of their own; every other section shows SectionPage until its feature lands. */
const SECTION_PAGES: Partial<Record<SectionSlug, ComponentType>> = {
  home: LandingPage,
  notifications: NotificationsPage,
  friends: FriendsPage,
};

/** Sections whose pages are for members only: routed below, inside RequireAuth. */
const MEMBER_SECTIONS: ReadonlySet<SectionSlug> = new Set<SectionSlug>(['chats']);

export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <Routes>
        <Route element={<AppLayout />}>
          {SECTIONS.filter((section) => !MEMBER_SECTIONS.has(section.slug)).map((section) => {
            const Page = SECTION_PAGES[section.slug];
            return (
              <Route
                key={section.slug}
                path={section.path}
                element={Page ? <Page /> : <SectionPage key={section.slug} section={section} />}
              />
            );
          })}
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          {/* The link of the password-reset mail: `${PUBLIC_URL}/reset-password/<token>`. */}
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/show_chat" element={<ChatsPage />} />
            <Route path="/show_chat/:chatId" element={<ChatsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/edit" element={<ProfileEditPage />} />
            {/* Another member's profile and friends, by username. */}
            <Route path="/u/:username" element={<OtherProfilePage />} />
            <Route path="/u/:username/friends" element={<OtherFriendsPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
