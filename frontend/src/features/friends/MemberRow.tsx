import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { profilePath } from '../../lib/paths';
import { clampLines } from '../../ui/clampLines';
import { UserAvatar, type AvatarUser } from '../../ui/UserAvatar';
import { presenceOf } from '../../lib/presence';
import type { UserStatus } from '@plaza/sdk';

export interface RowUser extends AvatarUser {
  username: string;
  is_online?: boolean;
  status?: UserStatus;
}

interface Props {
  user: RowUser;
  /** A line under the name (e.g. 'Friends since …'). */
  detail?: ReactNode;
  actions?: ReactNode;
  /** The signed-in member: their name leads to /profile. */
  isMe?: boolean;
  /** The actions always on a line of their own under the name (a narrow side panel). */
  stacked?: boolean;
}

/** One member in a list: 45×45 avatar with presence dot, name linking to the profile, @username, actions. */
export function MemberRow({ user, detail, actions, isMe = false, stacked = false }: Props) {
  const to = isMe ? '/profile' : profilePath(user.username);
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <ListItem
      disableGutters
      sx={{
        gap: stacked ? 1 : 2,
        py: 1.25,
        flexWrap: stacked ? 'wrap' : { xs: 'wrap', sm: 'nowrap' },
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ lineHeight: 0, flexShrink: 0 }}>
          <UserAvatar user={user} presence={user.is_online === undefined ? undefined : presenceOf(user)} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            color="text.primary"
            title={name}
            // A long name shows whole on up to three lines before it is cut (the title keeps it all).
            sx={{ fontWeight: 700, ...clampLines(3) }}
          >
            {name}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap title={`@${user.username}`}>
            @{user.username}
          </Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" component="p">
              {detail}
            </Typography>
          )}
        </Box>
      </Stack>
      {actions && (
        // On a phone the actions take a line of their own under the name, and wrap if need be.
        <Box sx={{ flexShrink: 0, flexBasis: stacked ? '100%' : { xs: '100%', sm: 'auto' }, pl: stacked ? 7.5 : { xs: 7.5, sm: 0 }, minWidth: 0 }}>
          {actions}
        </Box>
      )}
    </ListItem>
  );
}
