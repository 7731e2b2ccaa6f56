import NotificationsIcon from '@mui/icons-material/Notifications';
import Typography from '@mui/material/Typography';
import { HeaderMenu } from '../../app/components/HeaderMenu';

/** Header dropdown of the latest notifications (spec §2); the notifications feature fills it in. */
export function NotificationsMenu() {
  return (
    <HeaderMenu
      label="Notifications"
      icon={NotificationsIcon}
      count={0}
      title="Notifications"
      viewAllPath="/notifications"
    >
      <Typography color="text.secondary">
        Nothing here yet: friend requests, likes and comments will show up here.
      </Typography>
    </HeaderMenu>
  );
}
