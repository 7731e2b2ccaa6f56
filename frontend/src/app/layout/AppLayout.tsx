import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ChatDock } from '../../features/chats';
import { DeletionBanner } from '../../features/security';
import { useAuth } from '../../lib/auth/authContext';
import { FirstPageShown } from '../../lib/firstPage';
import { LanguageFooter } from './LanguageFooter';
import { NavDrawer } from './NavDrawer';
import { PageLoading } from './PageLoading';
import { RevealWhole } from '../../ui/RevealWhole';
import { TopBar } from './TopBar';

/** Loaded only for a member whose email is unconfirmed. */
const EmailConfirmBanner = lazy(() => import('../../features/auth/EmailConfirmBanner'));

/** Top bar, section navigation and the current page, which loads lazily below the bar. */
export function AppLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const { user, isLoggedIn } = useAuth();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar showMenuButton={!desktop} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <NavDrawer permanent={desktop} open={navOpen} onClose={() => setNavOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {/* A visitor's page is at least the screen's height, so the footer starts below it and never
            jumps when the page's content arrives (it was Lighthouse's layout shift of 0.097). */}
        <Box component="main" sx={{ flexGrow: 1, minHeight: isLoggedIn ? undefined : '100vh' }}>
          <Toolbar />
          {user?.email_verified === false && (
            <Suspense fallback={null}>
              <EmailConfirmBanner />
            </Suspense>
          )}
          <RevealWhole placeholder={<PageLoading />}>
            <Box sx={{ p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1200, mx: 'auto' }}>
              <DeletionBanner />
              <Outlet />
            </Box>
            <FirstPageShown />
          </RevealWhole>
        </Box>
        {/* Members choose in the top bar (a footer would push the chat page's full height). */}
        {!isLoggedIn && <LanguageFooter />}
      </Box>
      <ChatDock />
    </Box>
  );
}
