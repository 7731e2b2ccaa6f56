import HomeIcon from '@mui/icons-material/Home';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ConsoleMenu } from './ConsoleMenu';

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

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;

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
