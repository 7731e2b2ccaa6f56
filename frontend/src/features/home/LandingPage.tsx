import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../lib/auth/authContext';
import type { NavEntry } from '../../lib/navigation';
import { ExploreSections } from './ExploreSections';
import { FeatureCards } from './FeatureCards';
import { HeroPreview } from './HeroPreview';

/** Members' feed: not part of what a visitor downloads. */
const MemberHome = lazyWithQueries<{ firstName: string }>(() => import('../posts').then((m) => ({ default: m.MemberHome })));

const onDark = { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } as const;

function HeroActions({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button
          component={Link}
          to="/show_chat"
          size="large"
          variant="contained"
          color="inherit"
          sx={{ color: 'primary.dark' }}
        >
          Open your chats
        </Button>
        <Button component={Link} to="/notifications" size="large" variant="outlined" sx={onDark}>
          See notifications
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
      <Button
        component={Link}
        to="/register"
        size="large"
        variant="contained"
        color="inherit"
        sx={{ color: 'primary.dark' }}
      >
        Sign up
      </Button>
      <Button component={Link} to="/login" size="large" variant="outlined" sx={onDark}>
        Sign in
      </Button>
    </Stack>
  );
}

export default function LandingPage({ explore }: { explore: readonly NavEntry[] }) {
  usePageTitle('Plaza');
  const { isLoggedIn, user } = useAuth();
  const name = isLoggedIn ? user?.first_name : undefined;
  if (name) {
    // Members land on their feed, under a small welcome.
    return <MemberHome firstName={name} />;
  }
  return (
    <Stack sx={{ gap: { xs: 4, md: 6 } }}>
      <Paper
        component="section"
        aria-labelledby="hero-heading"
        sx={{
          borderRadius: 6,
          color: 'common.white',
          background: 'linear-gradient(135deg, #2f5bea 0%, #5b3fe0 55%, #9a4fd8 100%)',
          px: { xs: 3, sm: 5, md: 7 },
          py: { xs: 5, md: 7 },
          display: 'grid',
          gap: { xs: 5, lg: 4 },
          gridTemplateColumns: { xs: '1fr', lg: '1.1fr 0.9fr' },
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        <Stack sx={{ gap: 3, alignItems: 'flex-start' }}>
          <Typography
            variant="body2"
            component="p"
            sx={{
              bgcolor: 'rgba(255,255,255,0.16)',
              color: 'common.white',
              borderRadius: 4,
              px: 1.5,
              lineHeight: '32px',
            }}
          >
            Your community, in one place
          </Typography>
          <Typography id="hero-heading" variant="h2" component="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' } }}>
            {name ? `Welcome back, ${name}` : 'Welcome to Plaza'}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92, maxWidth: 520 }}>
            Chat with friends in real time, keep up with requests, likes and comments, and find what you need in
            listings shared by your neighbours: from a second-hand bike to your next job.
          </Typography>
          <HeroActions signedIn={isLoggedIn} />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <HeroPreview />
        </Box>
      </Paper>
      <FeatureCards />
      <ExploreSections entries={explore} />
    </Stack>
  );
}
