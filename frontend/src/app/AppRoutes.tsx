import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NavigationBridge } from './NavigationBridge';
import { AppLayout } from './layout/AppLayout';
import { SECTIONS, type SectionSlug } from './sections';

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const ChatsPage = lazy(() => import('../features/chats/ChatsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
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
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
