import ChatIcon from '@mui/icons-material/Chat';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Disc } from './Disc';

interface Feature {
  title: string;
  text: string;
  icon: typeof SvgIcon;
  color: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Chat in real time',
    text: 'One-to-one conversations that arrive instantly, with seen receipts, an unread counter and emoji.',
    icon: ChatIcon,
    color: '#2f5bea',
  },
  {
    title: 'Friends and profiles',
    text: 'Find people, send and accept friend requests, and see at a glance who is online.',
    icon: PeopleIcon,
    color: '#12a150',
  },
  {
    title: 'Notifications',
    text: 'Know right away when someone sends or accepts a friend request, likes or comments on your posts.',
    icon: NotificationsActiveIcon,
    color: '#ff7a45',
  },
  {
    title: 'Listings for everything',
    text: 'A marketplace, jobs, real estate, travel, events, forums, pictures, videos and your own file storage.',
    icon: StorefrontIcon,
    color: '#8a3ffc',
  },
];

export function FeatureCards() {
  return (
    <Box
      component="section"
      aria-label="What Plaza offers"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {FEATURES.map(({ title, text, icon: Icon, color }) => (
        <Paper key={title} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Disc size={48} sx={{ bgcolor: `${color}1f`, color }}>
            <Icon />
          </Disc>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
