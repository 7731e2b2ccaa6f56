import Stack from '@mui/material/Stack';
import { AccountMenu } from '../../features/auth';
import { MessagesMenu } from '../../features/chats';
import { NotificationsMenu } from '../../features/notifications';
import { LanguageMenu } from './LanguageMenu';

/** A member's dropdowns, language and avatar menus: loaded only once someone is signed in (TopBar). */
export default function MemberMenus() {
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
      <MessagesMenu />
      <NotificationsMenu />
      <LanguageMenu />
      <AccountMenu />
    </Stack>
  );
}
