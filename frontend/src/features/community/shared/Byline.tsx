import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserSummaryDto } from '@plaza/sdk';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../../app/ui/RelativeTime';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { presenceOf } from '../../../lib/presence';
import { useAuth } from '../../auth/authContext';
import { profilePath } from '../../profiles/paths';
import { HiddenBadge } from '../../../app/ui/HiddenBadge';

/** Who wrote it and when: avatar, name (to their profile) and a relative time; marked when moderators hid it (its author alone sees it then). */
export function Byline({ user, date, extra, size = 36, hidden = false }: { user: UserSummaryDto; date: string; extra?: ReactNode; size?: number; hidden?: boolean }) {
  const { user: me } = useAuth();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
      <UserAvatar user={user} size={size} presence={presenceOf(user)} />
      <Stack sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={me?.id === user.id ? '/profile' : profilePath(user.username)} variant="body2" color="text.primary" sx={{ fontWeight: 700 }}>
          {user.first_name} {user.last_name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          <RelativeTime date={date} />
          {extra}
        </Typography>
      </Stack>
      {hidden && <HiddenBadge />}
    </Stack>
  );
}
