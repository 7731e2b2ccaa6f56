import HubIcon from '@mui/icons-material/Hub';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { useAuth } from '../../lib/auth/authContext';
import { useExtrasReady } from '../../lib/firstPage';

/** Members' menus are not part of what a visitor downloads. */
const MemberMenus = lazyWithQueries(() => import('./MemberMenus'));
/** The search box asks the API itself (no TanStack Query), in a chunk of its own. */
const SearchBox = lazy(() => import('../../features/search/SearchBox'));

interface Props {
  showMenuButton: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Where a member's menus come (their width: three icon buttons and the avatar), so nothing moves when they do. */
const menusPlace = <Box sx={{ width: 184, height: 48, flexShrink: 0 }} />;

/** A member's dropdowns and avatar menu (after the first page's paint), or a visitor's way in. */
function TopBarActions() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const ready = useExtrasReady();
  if (isLoggedIn) {
    return ready ? (
      <Suspense fallback={menusPlace}>
        <MemberMenus />
      </Suspense>
    ) : (
      menusPlace
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 1, whiteSpace: 'nowrap' }}>
      <Button component={Link} to="/login" color="inherit" sx={{ color: 'text.primary' }}>
        {t('common:topBar.signIn')}
      </Button>
      <Button component={Link} to="/register" variant="contained">
        {t('common:topBar.signUp')}
      </Button>
    </Stack>
  );
}

export function TopBar({ showMenuButton, navOpen, onToggleNav }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar>
        {showMenuButton && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={navOpen ? t('common:nav.close') : t('common:nav.open')}
            aria-expanded={navOpen}
            onClick={onToggleNav}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Stack
          component={Link}
          to="/"
          direction="row"
          sx={{ alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none' }}
        >
          <HubIcon />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
            Plaza
          </Typography>
        </Stack>
        <Box
          sx={{
            flexGrow: 1,
            display: 'flex',
            justifyContent: { xs: 'flex-end', sm: 'center' },
            px: { xs: 0.5, sm: 2 },
          }}
        >
          <Suspense fallback={null}>
            <SearchBox />
          </Suspense>
        </Box>
        <TopBarActions />
      </Toolbar>
    </AppBar>
  );
}
