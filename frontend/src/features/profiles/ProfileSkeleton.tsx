import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import './words';

/** The shape of a profile while it loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="progressbar" sx={{ gap: 3, maxWidth: 1040, mx: 'auto' }} aria-label={t('profiles:loading')}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Skeleton variant="rectangular" sx={{ height: { xs: 150, sm: 220 } }} />
        <Stack direction="row" sx={{ px: 4, pb: 3, gap: 3, alignItems: 'flex-end' }}>
          <Skeleton variant="circular" width={128} height={128} sx={{ mt: '-64px', border: 4, borderColor: 'background.paper' }} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" height={44} />
            <Skeleton width="20%" />
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.5fr' } }}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    </Stack>
  );
}
