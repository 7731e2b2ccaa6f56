import CakeIcon from '@mui/icons-material/Cake';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { AuthService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { callApi, saveUser, type SessionUser } from '../../lib/api';
import { useAuth } from '../auth/authContext';
import { ProfileCover } from './ProfileCover';
import { UserAvatar } from './UserAvatar';
import { PRESENCE_COLOR, PRESENCE_LABEL } from './presence';

interface Detail {
  label: string;
  icon: typeof SvgIcon;
  value: (user: SessionUser) => string | null | undefined;
}

/** `YYYY-MM-DD` read as a calendar day, whatever the time zone. */
function calendarDay(value: string, pattern: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return year && month && day ? format(new Date(year, month - 1, day), pattern) : value;
}

const DETAILS: Detail[] = [
  { label: 'Lives in', icon: PlaceIcon, value: (u) => [u.location, u.country].filter(Boolean).join(', ') },
  { label: 'Born', icon: CakeIcon, value: (u) => u.date_of_birth && calendarDay(u.date_of_birth, 'LLLL d, yyyy') },
  { label: 'Gender', icon: PersonIcon, value: (u) => u.gender },
  { label: 'Education', icon: SchoolIcon, value: (u) => u.education },
  { label: 'Work', icon: WorkIcon, value: (u) => u.work_experience },
  { label: 'Favorite TV show', icon: LiveTvIcon, value: (u) => u.favorite_tv_show },
  { label: 'Favorite music', icon: MusicNoteIcon, value: (u) => u.favorite_music },
  { label: 'Other interests', icon: FavoriteIcon, value: (u) => u.other_interests },
  { label: 'Member since', icon: EventIcon, value: (u) => u.created_at && format(new Date(u.created_at), 'LLLL yyyy') },
];

function Details({ user }: { user: SessionUser }) {
  const rows = DETAILS.map((detail) => ({ ...detail, text: detail.value(user) })).filter((row) => row.text);
  return (
    <List dense disablePadding>
      {rows.map(({ label, icon: Icon, text }) => (
        <ListItem key={label} disableGutters>
          <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={text}
            secondary={label}
            slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { variant: 'caption' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** `/profile`: the signed-in member's own profile card, refreshed from `GET /auth/me`. */
export default function ProfilePage() {
  const { user } = useAuth();
  usePageTitle(user ? `${user.first_name} ${user.last_name}` : 'My profile');
  useQuery({
    queryKey: ['auth', 'me'],
    queryFn: async () => {
      const { user: fresh } = await callApi(() => AuthService.me());
      saveUser(fresh);
      return fresh;
    },
  });
  if (!user) {
    return null;
  }
  const status = user.status ?? 'online';
  const empty = DETAILS.every((detail) => !detail.value(user) || detail.label === 'Member since') && !user.about;

  return (
    <Stack sx={{ gap: 3, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ProfileCover cover={user.cover} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{
            px: { xs: 2.5, sm: 4 },
            pb: 3,
            gap: { xs: 1.5, sm: 3 },
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
          }}
        >
          <UserAvatar
            user={user}
            size={128}
            sx={{ mt: '-64px', border: 4, borderColor: 'background.paper', boxShadow: 2 }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
              {user.first_name} {user.last_name}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {user.username && <Typography color="text.secondary">@{user.username}</Typography>}
              <Chip
                size="small"
                label={PRESENCE_LABEL[status]}
                sx={{
                  '&::before': {
                    content: '""',
                    width: 8,
                    height: 8,
                    ml: 1,
                    borderRadius: '50%',
                    bgcolor: PRESENCE_COLOR[status],
                  },
                }}
              />
            </Stack>
          </Box>
          <Button component={RouterLink} to="/profile/edit" variant="contained" startIcon={<EditIcon />}>
            Edit profile
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="details-heading" sx={{ p: 3 }}>
          <Typography id="details-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Details
          </Typography>
          <Details user={user} />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="about-heading" sx={{ p: 3 }}>
          <Typography id="about-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            About
          </Typography>
          {user.about ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{user.about}</Typography>
          ) : (
            <Typography color="text.secondary">
              {empty
                ? 'Your profile is still empty. Add a photo, a few words about yourself and what you like, so friends recognise you.'
                : 'No bio yet.'}
            </Typography>
          )}
          {empty && (
            <Button component={RouterLink} to="/profile/edit" sx={{ mt: 2 }} variant="outlined">
              Complete your profile
            </Button>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
