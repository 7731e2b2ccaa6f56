import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useRelationActions } from '../friends';
import { setCachedState, type NotificationItem } from './api';
import { useTranslation } from 'react-i18next';
import './words';

/** Accept or Decline under a pending friend request's entry; the entry then says where it stands. */
export function FriendRequestAnswer({ notification }: { notification: NotificationItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = `${notification.user.first_name} ${notification.user.last_name}`;
  const { run, pending } = useRelationActions(notification.user.id, 'request_received', (action) =>
    setCachedState(queryClient, notification.id, action === 'accept' ? 'accepted' : 'declined'),
  );
  return (
    <Stack direction="row" sx={{ gap: 1, pl: { xs: 9, sm: 9.25 }, pr: 2, pb: 1.5 }}>
      <Button
        size="small"
        variant="contained"
        loading={pending === 'accept'}
        disabled={pending !== null}
        onClick={() => run('accept')}
        aria-label={t('notifications:answer.acceptLabel', { name })}
      >
        {t('notifications:answer.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        loading={pending === 'decline'}
        disabled={pending !== null}
        onClick={() => run('decline')}
        aria-label={t('notifications:answer.declineLabel', { name })}
      >
        {t('notifications:answer.decline')}
      </Button>
    </Stack>
  );
}
