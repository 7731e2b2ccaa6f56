import CakeIcon from '@mui/icons-material/Cake';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ProfileUserDto } from '@plaza/sdk';
import { format } from 'date-fns';

/** The about fields of a profile (mine from the session, another member's from GET /users/{name}). */
export type AboutFields = Partial<
  Pick<
    ProfileUserDto,
    | 'about'
    | 'location'
    | 'country'
    | 'date_of_birth'
    | 'gender'
    | 'education'
    | 'work_experience'
    | 'favorite_tv_show'
    | 'favorite_music'
    | 'other_interests'
    | 'created_at'
  >
>;

interface Detail {
  label: string;
  icon: typeof SvgIcon;
  value: (user: AboutFields) => string | null | undefined;
}

/** `YYYY-MM-DD` read as a calendar day, whatever the time zone. */
function calendarDay(value: string, pattern: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return year && month && day ? format(new Date(year, month - 1, day), pattern) : value;
}

export const DETAILS: Detail[] = [
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

/** True when nothing but the join date is filled in. */
export function isEmptyProfile(user: AboutFields): boolean {
  return DETAILS.every((detail) => !detail.value(user) || detail.label === 'Member since') && !user.about;
}

export function ProfileDetails({ user }: { user: AboutFields }) {
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
            slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } }, secondary: { variant: 'caption' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
