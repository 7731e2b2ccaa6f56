import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { GuestOnly, RequireAuth } from '../features/auth/RouteGuards';
import { NavigationBridge } from './NavigationBridge';
import { AppLayout } from './layout/AppLayout';
import { SECTIONS, type SectionSlug } from './sections';

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const ChatsPage = lazy(() => import('../features/chats/ChatsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
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
  chats: ChatsPage,
  notifications: NotificationsPage,
};

export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <Routes>
        <Route element={<AppLayout />}>
          {SECTIONS.map((section) => {
            const Page = SECTION_PAGES[section.slug];
            return (
              <Route
                key={section.slug}
                path={section.path}
                element={Page ? <Page /> : <SectionPage key={section.slug} section={section} />}
              />
            );
          })}
          <Route path="/show_chat/:chatId" element={<ChatsPage />} />
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          {/* The link of the password-reset mail: `${PUBLIC_URL}/reset-password/<token>`. */}
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/edit" element={<ProfileEditPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
