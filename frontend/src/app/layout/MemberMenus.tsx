import Stack from '@mui/material/Stack';
import { AccountMenu } from '../../features/auth';
import { MessagesMenu } from '../../features/chats';
import { NotificationsMenu } from '../../features/notifications';

/** A member's dropdowns and avatar menu: loaded only once someone is signed in (TopBar). */
export default function MemberMenus() {
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
      <MessagesMenu />
      <NotificationsMenu />
      <AccountMenu />
    </Stack>
  );
}
