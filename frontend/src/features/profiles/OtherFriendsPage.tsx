import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleIcon from '@mui/icons-material/People';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, FriendsService } from '@plaza/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { callApi, errorMessage } from '../../lib/api';
import { FRIENDS_PAGE_SIZE, friendKeys, FriendItem } from '../friends';
import { PagedList, RowSkeletons } from '../../ui/PagedList';
import { EmptyState } from '../../ui/EmptyState';
import { clampLines } from '../../ui/clampLines';
import { presenceOf } from '../../lib/presence';
import { UserAvatar } from '../../ui/UserAvatar';
import { profilePath } from '../../lib/paths';
import { ProfileUnavailable } from './ProfileUnavailable';
import { useProfile } from './useProfile';
import './words';

function TheirFriends({ id, firstName }: { id: number; firstName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: friendKeys.ofMember(id, page),
    queryFn: () => callApi(() => FriendsService.listOtherFriends({ id, page, take: FRIENDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={query}
      label={t('profiles:theirFriends.title', { name: firstName })}
      page={page}
      onPage={setPage}
      renderItem={(item) => <FriendItem key={item.id} item={item} since owner={firstName} />}
      empty={<EmptyState icon={PeopleIcon} title={t('profiles:theirFriends.none', { name: firstName })} />}
    />
  );
}

/** `/u/:username/friends`: another member's friends, each with my own relation to them. */
export default function OtherFriendsPage() {
  const { username = '' } = useParams();
  const { t } = useTranslation();
  const profile = useProfile(username);
  const user = profile.data?.user;
  const heading = user && t('profiles:theirFriends.title', { name: `${user.first_name} ${user.last_name}` });
  usePageTitle(heading ?? t('profiles:friends.title'));

  if (profile.isError) {
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <ProfileUnavailable />
    ) : (
      <Alert severity="error">{errorMessage(profile.error)}</Alert>
    );
  }
  return (
    <Stack sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {user ? <UserAvatar user={user} presence={presenceOf(user)} /> : <Skeleton variant="circular" width={45} height={45} />}
        <Typography
          variant="h4"
          component="h1"
          title={heading}
          sx={{ fontWeight: 800, flexGrow: 1, flexBasis: 0, minWidth: 0, ...clampLines(2) }}
        >
          {heading ?? <Skeleton width={280} />}
        </Typography>
        <Button component={Link} to={profilePath(username)} startIcon={<ArrowBackIcon />} color="inherit">
          {t('profiles:theirFriends.back')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {user ? <TheirFriends id={user.id} firstName={user.first_name} /> : <RowSkeletons />}
      </Paper>
    </Stack>
  );
}

