import ChatIcon from '@mui/icons-material/Chat';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/authContext';

/** The welcome's surface, the visitor's hero and the member's: white on Plaza's gradient. */
export const heroSurface = {
  component: 'section',
  'aria-labelledby': 'hero-heading',
  sx: { color: 'common.white', background: 'linear-gradient(135deg, #2f5bea 0%, #5b3fe0 55%, #9a4fd8 100%)' },
} as const;

/**
 * A signed-in member's small welcome above their feed; right after sign-up it is a first one.
 * It is drawn with the home page's own chunk, so it paints while the feed's code still loads.
 */
export function MemberWelcome({ firstName }: { firstName: string }) {
  const { isSignedUp } = useAuth();
  const { t } = useTranslation();
  return (
    <Paper
      {...heroSurface}
      sx={{
        ...heroSurface.sx,
        borderRadius: 4,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography id="hero-heading" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {isSignedUp ? t('home:member.welcomeNew', { name: firstName }) : t('home:member.welcomeBack', { name: firstName })}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{isSignedUp ? t('home:member.readyText') : t('home:member.backText')}</Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/show_chat" variant="contained" color="inherit" startIcon={<ChatIcon />} sx={{ color: 'primary.dark' }}>
          {t('home:member.chats')}
        </Button>
        <Button
          component={Link}
          to="/friends"
          variant="outlined"
          startIcon={<PeopleIcon />}
          sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}
        >
          {t('home:member.friends')}
        </Button>
      </Stack>
    </Paper>
  );
}
