import BedtimeIcon from '@mui/icons-material/Bedtime';
import PeopleIcon from '@mui/icons-material/People';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FriendsService, PresenceService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../lib/api';
import { profilePath } from '../../lib/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ONLINES_KEY } from '../../lib/livePresence';
import { presenceOf } from '../../lib/presence';
import { UserAvatar } from '../../ui/UserAvatar';
import { RowSkeletons } from '../../ui/PagedList';
import { clampLines } from '../../ui/clampLines';
import { useTranslation } from 'react-i18next';
import './words';

const SHOWN = 10;

/**
 * A side panel of my friends who are online or away (GET /onlines), kept live by presence events.
 * When nobody is online it says whether that is because I have no friends yet.
 */
export function OnlineFriends() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...ONLINES_KEY, SHOWN],
    queryFn: () => callApi(() => PresenceService.listOnlines({ take: SHOWN, sort: 'name' })),
  });
  const total = query.data?.total ?? 0;
  const nobody = query.data?.data.length === 0;
  const friends = useQuery({
    queryKey: ['friends', 'mine', 'total'],
    queryFn: () => callApi(() => FriendsService.listFriends({ page: 1, take: 1 })).then((r) => r.total),
    enabled: nobody,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="online-friends-heading" sx={{ p: 2 }}>
      <Typography id="online-friends-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 1 }}>
        {total > 0 ? t('friends:online.titleCount', { count: total }) : t('friends:online.title')}
      </Typography>
      {query.isPending && <RowSkeletons count={2} />}
      {query.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
          {t('friends:online.loadFailed')}
        </Typography>
      )}
      {nobody && friends.data === 0 && (
        <EmptyState
          dense
          icon={PeopleIcon}
          title={t('friends:online.noFriendsTitle')}
          text={t('friends:online.noFriendsText')}
        />
      )}
      {nobody && friends.data !== undefined && friends.data > 0 && (
        <EmptyState dense icon={BedtimeIcon} title={t('friends:online.nobodyTitle')} text={t('friends:online.nobodyText')} />
      )}
      {query.data && query.data.data.length > 0 && (
        <List dense aria-label={t('friends:online.title')}>
          {query.data.data.map((friend) => {
            const presence = presenceOf(friend);
            return (
              <ListItem key={friend.id} disablePadding>
                <ListItemButton component={Link} to={profilePath(friend.username)} sx={{ borderRadius: 2, px: 1 }}>
                  <ListItemAvatar sx={{ minWidth: 57 }}>
                    <UserAvatar user={friend} presence={presence} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={`${friend.first_name} ${friend.last_name}`}
                    secondary={t(`friends:online.presence.${presence}`)}
                    slotProps={{ primary: { title: `${friend.first_name} ${friend.last_name}`, sx: { fontWeight: 600, ...clampLines(2) } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {total > SHOWN && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {t('friends:online.more', { count: total - SHOWN })}
        </Typography>
      )}
    </Paper>
  );
}
