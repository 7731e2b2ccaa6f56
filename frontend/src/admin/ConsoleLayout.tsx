import HomeIcon from '@mui/icons-material/Home';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ConsoleMenu } from './ConsoleMenu';
import './words';

/** The account menu of the console: back to the member app, or sign out of Plaza. */
function ConsoleUserMenu() {
  const { t } = useTranslation();
  return (
    <UserMenu>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('admin:layout.backToPlaza')}</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
}

/**
 * On a phone the title gets the room: the language button shows its icon only (its name stays its
 * accessible name), and a long title ends in an ellipsis (react-admin's inline-block wrapper
 * otherwise clips it mid-word).
 */
const appBarSx = {
  '& .RaAppBar-title .RaConfigurable-root': { display: 'inline' },
  // react-admin's language button: the toolbar's only text button.
  '& .RaAppBar-toolbar > span > .MuiButton-text': {
    fontSize: { xs: 0, sm: 'inherit' },
    minWidth: 0,
    '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
    '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
  },
};

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} sx={appBarSx} />;

/** react-admin's layout with Plaza's account menu and the grouped section menu. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    // The content may be narrower than its tables (min-width 0): a wide list scrolls inside itself
    // instead of widening the whole page past the window.
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
