import BedtimeIcon from '@mui/icons-material/Bedtime';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PresenceService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../lib/api';
import { profilePath } from '../profiles/paths';
import { EmptyState } from '../../app/ui/EmptyState';
import { ONLINES_KEY } from '../users/livePresence';
import { PRESENCE_LABEL, presenceOf } from '../../lib/presence';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { RowSkeletons } from '../../app/ui/PagedList';

const SHOWN = 10;

/** A side panel of my friends who are online or away (GET /onlines), kept live by presence events. */
export function OnlineFriends() {
  const query = useQuery({
    queryKey: [...ONLINES_KEY, SHOWN],
    queryFn: () => callApi(() => PresenceService.listOnlines({ take: SHOWN, sort: 'name' })),
  });
  const total = query.data?.total ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="online-friends-heading" sx={{ p: 2 }}>
      <Typography id="online-friends-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 1 }}>
        Online friends{total > 0 ? ` (${total})` : ''}
      </Typography>
      {query.isPending && <RowSkeletons count={2} />}
      {query.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
          Could not load who is online.
        </Typography>
      )}
      {query.data?.data.length === 0 && (
        <EmptyState dense icon={BedtimeIcon} title="Nobody online" text="None of your friends is online right now." />
      )}
      {query.data && query.data.data.length > 0 && (
        <List dense aria-label="Online friends">
          {query.data.data.map((friend) => {
            const presence = presenceOf(friend);
            return (
              <ListItemButton key={friend.id} component={Link} to={profilePath(friend.username)} sx={{ borderRadius: 2, px: 1 }}>
                <ListItemAvatar sx={{ minWidth: 57 }}>
                  <UserAvatar user={friend} presence={presence} />
                </ListItemAvatar>
                <ListItemText
                  primary={`${friend.first_name} ${friend.last_name}`}
                  secondary={PRESENCE_LABEL[presence]}
                  slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
      {total > SHOWN && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          and {total - SHOWN} more
        </Typography>
      )}
    </Paper>
  );
}
