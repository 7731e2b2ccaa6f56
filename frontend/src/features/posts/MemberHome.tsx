import ChatIcon from '@mui/icons-material/Chat';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/authContext';
import { OnlineFriends, PeopleYouMayKnow } from '../friends';
import { Feed } from './Feed';
import { PostComposer } from './PostComposer';

/**
 * The home page of a signed-in member: a small welcome, the composer and the feed, people they
 * may know and who is online. Right after sign-up the welcome is a first one.
 */
export function MemberHome({ firstName }: { firstName: string }) {
  const { isSignedUp } = useAuth();
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }}>
      <Paper
        component="section"
        aria-labelledby="hero-heading"
        sx={{
          borderRadius: 4,
          color: 'common.white',
          background: 'linear-gradient(135deg, #2f5bea 0%, #5b3fe0 55%, #9a4fd8 100%)',
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
            {isSignedUp ? t('posts:home.welcomeNew', { name: firstName }) : t('posts:home.welcomeBack', { name: firstName })}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{isSignedUp ? t('posts:home.readyText') : t('posts:home.backText')}</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to="/show_chat" variant="contained" color="inherit" startIcon={<ChatIcon />} sx={{ color: 'primary.dark' }}>
            {t('posts:home.chats')}
          </Button>
          <Button
            component={Link}
            to="/friends"
            variant="outlined"
            startIcon={<PeopleIcon />}
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            {t('posts:home.friends')}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <PostComposer />
          <Feed />
        </Stack>
        {/* On a phone, a newcomer (whose feed is still empty) meets the people to befriend first. */}
        <Stack sx={{ gap: 3, position: { md: 'sticky' }, top: { md: 88 }, order: { xs: isSignedUp ? -1 : 0, md: 0 } }}>
          <PeopleYouMayKnow />
          <OnlineFriends />
        </Stack>
      </Box>
    </Stack>
  );
}
