import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FriendsService, StorageService, type StorageItemDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { UserAvatar } from '../../ui/UserAvatar';
import { storageKeys } from './api';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  item: StorageItemDto | null;
  busy?: boolean;
  onShare: (userIds: number[]) => void;
  onUnshare: (userId: number) => void;
  onClose: () => void;
}

/** Lists my friends: tick the ones to share with; those it is shared with already can be taken off. */
export function ShareDialog({ item, busy = false, onShare, onUnshare, onClose }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const friends = useQuery({
    queryKey: ['friends', 'share-dialog'],
    enabled: item !== null,
    queryFn: async () => (await FriendsService.listFriends({ take: 100, sort: 'name' })).data,
  });
  const shared = useQuery({
    queryKey: [...storageKeys.all, 'shared-with', item?.id],
    enabled: item !== null,
    queryFn: async () => {
      const page = await StorageService.listStorageSharedByMe({ take: 100 });
      return page.data.find((i) => i.id === item!.id)?.shared_with.map((u) => u.id) ?? [];
    },
  });
  const sharedWith = new Set(shared.data ?? []);
  const toggle = (id: number) => setChosen((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  return (
    <Dialog open={item !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth slotProps={{ transition: { onExited: () => setChosen([]) } }}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('storage:share.title', { name: item?.name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 200 }}>
        {(friends.isPending || shared.isPending) && <Skeleton sx={{ mx: 2 }} height={56} />}
        {friends.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('storage:share.noFriends')}
          </Typography>
        )}
        <List aria-label={t('storage:share.friends')}>
          {friends.data?.map((friend) => {
            const name = `${friend.first_name} ${friend.last_name}`;
            return sharedWith.has(friend.id) ? (
              <ListItem
                key={friend.id}
                secondaryAction={
                  <Button size="small" color="error" disabled={busy} onClick={() => onUnshare(friend.id)}>
                    {t('storage:share.stop')}
                  </Button>
                }
              >
                <ListItemAvatar>
                  <UserAvatar user={friend} />
                </ListItemAvatar>
                <ListItemText primary={name} secondary={t('storage:share.shared')} />
              </ListItem>
            ) : (
              <ListItemButton key={friend.id} onClick={() => toggle(friend.id)} dense>
                <ListItemAvatar>
                  <UserAvatar user={friend} />
                </ListItemAvatar>
                <ListItemText primary={name} secondary={`@${friend.username}`} />
                <Checkbox edge="end" checked={chosen.includes(friend.id)} tabIndex={-1} slotProps={{ input: { 'aria-label': t('storage:share.with', { name }) } }} />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('storage:share.close')}
        </Button>
        <Button variant="contained" loading={busy} disabled={chosen.length === 0} onClick={() => {
            onShare(chosen);
            setChosen([]);
          }}
        >
          {t('storage:share.share')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
