import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../lib/auth/authContext';
import type { NavEntry } from '../../lib/navigation';
import { ExploreSections } from './ExploreSections';
import { FeatureCards } from './FeatureCards';
import { HeroPreview } from './HeroPreview';
import { heroSurface, MemberWelcome } from './MemberWelcome';

/** Members' feed: not part of what a visitor downloads. */
const MemberHome = lazyWithQueries<object>(async () => ({ default: (await import('../posts')).MemberHome }));

const onDark = { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } as const;

function HeroActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
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
          {t('home:hero.openChats')}
        </Button>
        <Button component={Link} to="/notifications" size="large" variant="outlined" sx={onDark}>
          {t('home:hero.seeNotifications')}
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
        {t('home:hero.signUp')}
      </Button>
      <Button component={Link} to="/login" size="large" variant="outlined" sx={onDark}>
        {t('home:hero.signIn')}
      </Button>
    </Stack>
  );
}

export default function LandingPage({ explore }: { explore: readonly NavEntry[] }) {
  const { t } = useTranslation();
  usePageTitle('Plaza');
  const { isLoggedIn, user } = useAuth();
  const name = isLoggedIn ? user?.first_name : undefined;
  if (name) {
    // Members land on their feed, under a small welcome that paints before the feed's code arrives.
    return (
      <Stack sx={{ gap: 3 }}>
        <MemberWelcome firstName={name} />
        <Suspense fallback={null}>
          <MemberHome />
        </Suspense>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: { xs: 4, md: 6 } }}>
      <Paper
        {...heroSurface}
        sx={{
          ...heroSurface.sx,
          borderRadius: 6,
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
            {t('home:hero.tagline')}
          </Typography>
          <Typography id="hero-heading" variant="h2" component="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' } }}>
            {name ? t('home:hero.welcomeBack', { name }) : t('home:hero.welcome')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92, maxWidth: 520 }}>
            {t('home:hero.text')}
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
