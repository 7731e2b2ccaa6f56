import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The bar shown while a page's chunk loads: what MUI's indeterminate LinearProgress shows, in a
 * few lines (LinearProgress itself weighs 2.5 KB gzip in the JavaScript every visitor downloads).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common:page.loading')}
      sx={{ position: 'relative', overflow: 'hidden', height: 4, bgcolor: 'primary.light' }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        }}
      />
    </Box>
  );
}
