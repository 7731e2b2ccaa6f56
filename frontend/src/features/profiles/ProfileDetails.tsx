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
import { useTranslation } from 'react-i18next';
import { tk } from '../../i18n/keys';
import { formatDate } from '../../lib/format';
import './words';

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
  /** A translation key. */
  label: string;
  icon: typeof SvgIcon;
  value: (user: AboutFields) => string | null | undefined;
}

/** `YYYY-MM-DD` read as a calendar day, whatever the time zone: 'June 5, 1990' in English. */
function calendarDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return year && month && day ? formatDate(date, { year: 'numeric', month: 'long', day: 'numeric' }) : value;
}

/** 'June 2024' in English. */
const monthOf = (value: string) => formatDate(value, { year: 'numeric', month: 'long' });

const MEMBER_SINCE = tk('profiles:details.memberSince');

export const DETAILS: Detail[] = [
  { label: tk('profiles:details.livesIn'), icon: PlaceIcon, value: (u) => [u.location, u.country].filter(Boolean).join(', ') },
  { label: tk('profiles:details.born'), icon: CakeIcon, value: (u) => u.date_of_birth && calendarDay(u.date_of_birth) },
  { label: tk('profiles:details.gender'), icon: PersonIcon, value: (u) => u.gender },
  { label: tk('profiles:details.education'), icon: SchoolIcon, value: (u) => u.education },
  { label: tk('profiles:details.work'), icon: WorkIcon, value: (u) => u.work_experience },
  { label: tk('profiles:details.tv'), icon: LiveTvIcon, value: (u) => u.favorite_tv_show },
  { label: tk('profiles:details.music'), icon: MusicNoteIcon, value: (u) => u.favorite_music },
  { label: tk('profiles:details.interests'), icon: FavoriteIcon, value: (u) => u.other_interests },
  { label: MEMBER_SINCE, icon: EventIcon, value: (u) => u.created_at && monthOf(u.created_at) },
];

/** True when nothing but the join date is filled in. */
export function isEmptyProfile(user: AboutFields): boolean {
  return DETAILS.every((detail) => !detail.value(user) || detail.label === MEMBER_SINCE) && !user.about;
}

export function ProfileDetails({ user }: { user: AboutFields }) {
  const { t } = useTranslation();
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
            secondary={t(label)}
            slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } }, secondary: { variant: 'caption' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
