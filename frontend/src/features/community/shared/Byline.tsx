import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserSummaryDto } from '@plaza/sdk';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../../ui/RelativeTime';
import { UserAvatar } from '../../../ui/UserAvatar';
import { presenceOf } from '../../../lib/presence';
import { useAuth } from '../../../lib/auth/authContext';
import { profilePath } from '../../../lib/paths';
import { HiddenBadge } from '../../../ui/HiddenBadge';

/** Who wrote it (`extra` follows the time: ' · organiser') and when: avatar, name (to their profile) and a relative time; marked when moderators hid it (its author alone sees it then). */
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
