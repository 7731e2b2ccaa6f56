import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileCover } from '../../ui/ProfileCover';
import { clampLines } from '../../ui/clampLines';
import { UserAvatar, type AvatarUser } from '../../ui/UserAvatar';
import { PRESENCE_COLOR, PRESENCE_LABEL, type Presence } from '../../lib/presence';

interface Props {
  user: AvatarUser & { username?: string | null; cover?: string | null };
  presence: Presence;
  /** Whether the avatar carries the presence dot too (another member's profile). */
  dot?: boolean;
  stats?: ReactNode;
  actions?: ReactNode;
}

/** Names longer than this (in characters) are set smaller in the header. */
const LONG_NAME = 24;

/** The top of a profile: cover, avatar, name, @username, presence, counts and the actions. */
export function ProfileHeader({ user, presence, dot = false, stats, actions }: Props) {
  const nameId = useId();
  const { t } = useTranslation();
  const long = `${user.first_name} ${user.last_name}`.length > LONG_NAME;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={nameId} sx={{ overflow: 'hidden' }}>
      <ProfileCover cover={user.cover} />
      {/*
        Avatar, name and actions on one row while they fit; when the actions (a request's Accept,
        Decline and Message) would squeeze the name, they move to a row of their own, on the right.
      */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          px: { xs: 2.5, sm: 4 },
          pb: 3,
          columnGap: 3,
          rowGap: 1.5,
          flexWrap: { sm: 'wrap' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        <Box sx={{ mt: '-64px', borderRadius: '50%', lineHeight: 0 }}>
          <UserAvatar
            user={user}
            size={128}
            presence={dot ? presence : undefined}
            sx={{ border: 4, borderColor: 'background.paper', boxShadow: 2 }}
          />
        </Box>
        <Stack sx={{ flex: { sm: `1 1 ${long ? 480 : 320}px` }, minWidth: 0, maxWidth: '100%', gap: 1 }}>
          <Box>
            <Typography
              id={nameId}
              variant="h4"
              component="h1"
              title={`${user.first_name} ${user.last_name}`}
              sx={{
                fontWeight: 800,
                // A long name in a smaller size, so it shows whole on two or three lines.
                ...clampLines(long ? 3 : 2),
                fontSize: long ? { xs: '1.375rem', sm: '1.75rem' } : { xs: '1.625rem', sm: '2.125rem' },
              }}
            >
              {user.first_name} {user.last_name}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
              {user.username && (
                <Typography color="text.secondary" noWrap title={`@${user.username}`} sx={{ minWidth: 0, maxWidth: '100%' }}>
                  @{user.username}
                </Typography>
              )}
              <Chip
                size="small"
                label={t(PRESENCE_LABEL[presence])}
                sx={{
                  '&::before': {
                    content: '""',
                    width: 8,
                    height: 8,
                    ml: 1,
                    borderRadius: '50%',
                    bgcolor: PRESENCE_COLOR[presence],
                  },
                }}
              />
            </Stack>
          </Box>
          {stats}
        </Stack>
        {actions && (
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: '0 1 auto', ml: { sm: 'auto' }, justifyContent: { sm: 'flex-end' } }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
