import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfileDto } from '@plaza/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './words';

type Counts = Pick<UserProfileDto, 'friends_count' | 'posts_count' | 'likes_count'>;


function Stat({ value, label, to }: { value: number | undefined; label: string; to?: string }) {
  const content: ReactNode = (
    <>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'text.primary' }}>
        {value ?? <Skeleton width={24} sx={{ display: 'inline-block' }} />}
      </Typography>{' '}
      <Typography component="span" color="text.secondary">
        {label}
      </Typography>
    </>
  );
  return to ? (
    <Typography component={Link} to={to} sx={{ textDecoration: 'none', '&:hover span:last-of-type': { textDecoration: 'underline' } }}>
      {content}
    </Typography>
  ) : (
    <Typography component="span">{content}</Typography>
  );
}

/** Friends, posts and likes received (spec §3 user profile response). */
export function ProfileStats({ counts, friendsPath }: { counts: Counts | undefined; friendsPath?: string }) {
  const { t } = useTranslation();
  // The words alone: the number beside them is set in bold.
  return (
    <Stack direction="row" component="p" aria-label={t('profiles:stats.label')} sx={{ gap: { xs: 2, sm: 3 }, flexWrap: 'wrap', m: 0 }}>
      <Stat value={counts?.friends_count} label={t('profiles:stats.friends', { count: counts?.friends_count ?? 0 })} to={friendsPath} />
      <Stat value={counts?.posts_count} label={t('profiles:stats.posts', { count: counts?.posts_count ?? 0 })} />
      <Stat value={counts?.likes_count} label={t('profiles:stats.likes', { count: counts?.likes_count ?? 0 })} />
    </Stack>
  );
}
