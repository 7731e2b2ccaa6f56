import ChatIcon from '@mui/icons-material/Chat';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tk } from '../../i18n/keys';
import { Disc } from './Disc';

interface Feature {
  title: string;
  text: string;
  icon: typeof SvgIcon;
  color: string;
}

const FEATURES: Feature[] = [
  {
    title: tk('home:features.chat.title'),
    text: tk('home:features.chat.text'),
    icon: ChatIcon,
    color: '#2f5bea',
  },
  {
    title: tk('home:features.friends.title'),
    text: tk('home:features.friends.text'),
    icon: PeopleIcon,
    color: '#12a150',
  },
  {
    title: tk('home:features.notifications.title'),
    text: tk('home:features.notifications.text'),
    icon: NotificationsActiveIcon,
    color: '#ff7a45',
  },
  {
    title: tk('home:features.listings.title'),
    text: tk('home:features.listings.text'),
    icon: StorefrontIcon,
    color: '#8a3ffc',
  },
];

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('home:features.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {FEATURES.map(({ title, text, icon: Icon, color }) => (
        <Paper key={title} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Disc size={48} sx={{ bgcolor: `${color}1f`, color }}>
            <Icon />
          </Disc>
          <Typography variant="h6" component="h2">
            {t(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(text)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
