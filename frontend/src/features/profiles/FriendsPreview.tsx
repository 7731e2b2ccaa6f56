import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FriendsService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../lib/api';
import { friendKeys } from '../friends';
import { EmptyState } from '../../ui/EmptyState';
import { presenceOf } from '../../lib/presence';
import { UserAvatar } from '../../ui/UserAvatar';
import { profilePath } from '../../lib/paths';
import { clampLines } from '../../ui/clampLines';
import './words';

interface Props {
  /** Whose friends: mine (GET /friends/last-six) or another member's (GET /friends/last/{id}). */
  owner: 'me' | number;
  count: number | undefined;
  /** Where 'See all' leads. */
  allPath: string;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, mt: 1.5 } as const;

/** The six most recent friends, three by two, with 'See all'. */
export function FriendsPreview({ owner, count, allPath }: Props) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: friendKeys.lastSix(owner),
    queryFn: () => callApi(() => (owner === 'me' ? FriendsService.lastSixFriends() : FriendsService.lastFriends({ id: owner }))),
  });
  const friends = query.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="friends-preview-heading" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="friends-preview-heading" variant="h6" component="h2">
          {t('profiles:friends.title')}
          {count ? <Typography component="span" color="text.secondary">{` · ${count}`}</Typography> : null}
        </Typography>
        {friends.length > 0 && (
          <Link component={RouterLink} to={allPath} underline="hover" variant="body2" sx={{ fontWeight: 600 }}>
            {t('profiles:friends.all')}
          </Link>
        )}
      </Stack>
      {query.isPending && (
        <Box role="progressbar" sx={grid} aria-label={t('profiles:friends.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Stack key={i} sx={{ alignItems: 'center', gap: 0.5 }}>
              <Skeleton variant="circular" width={64} height={64} />
              <Skeleton width="70%" />
            </Stack>
          ))}
        </Box>
      )}
      {query.isSuccess && friends.length === 0 && (
        <EmptyState dense icon={PeopleIcon} title={t('profiles:friends.none')} />
      )}
      {friends.length > 0 && (
        <Box component="ul" aria-label={t('profiles:friends.recent')} sx={{ ...grid, listStyle: 'none', p: 0, mb: 0 }}>
          {friends.map((friend) => (
            <Box component="li" key={friend.id} sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={friend.friendship_state === 'self' ? '/profile' : profilePath(friend.username)}
                underline="none"
                color="text.primary"
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 2, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <UserAvatar user={friend} size={64} presence={presenceOf(friend)} />
                <Typography
                  variant="body2"
                  title={`${friend.first_name} ${friend.last_name}`}
                  sx={{ fontWeight: 600, maxWidth: '100%', textAlign: 'center', ...clampLines(2) }}
                >
                  {friend.first_name} {friend.last_name}
                </Typography>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
