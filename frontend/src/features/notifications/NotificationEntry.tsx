import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { presenceOf } from '../../lib/presence';
import { RelativeTime } from '../../ui/RelativeTime';
import { UserAvatar } from '../../ui/UserAvatar';
import type { NotificationItem } from './api';
import { notificationSentence } from './notificationTypes';
import { useTranslation } from 'react-i18next';
import './words';

/** One notification: the actor's avatar, full name, a sentence and '5 minutes ago' (spec §2). */
export function NotificationEntry({ notification }: { notification: NotificationItem }) {
  const { t } = useTranslation();
  const { user } = notification;
  const unread = notification.read_at === null;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', width: '100%', minWidth: 0 }}>
      <Box sx={{ flexShrink: 0, lineHeight: 0 }}>
        <UserAvatar user={user} presence={user.is_online === undefined ? undefined : presenceOf(user)} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {user.first_name} {user.last_name}
          </Box>{' '}
          {notificationSentence(notification)}
        </Typography>
        <RelativeTime date={notification.created_at} color={unread ? 'primary' : 'text.secondary'} sx={{ fontWeight: unread ? 600 : 400 }} />
      </Box>
      {unread && (
        <Box
          role="img"
          aria-label={t('notifications:entry.unread')}
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
    </Stack>
  );
}
