import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes, useQuota } from './api';
import { useTranslation } from 'react-i18next';
import './words';

/** How much of my storage quota I use. */
export function QuotaBar() {
  const { t } = useTranslation();
  const quota = useQuota();
  if (!quota.data) {
    return null;
  }
  const { used, quota: total } = quota.data;
  const percent = total ? Math.min(100, (used / total) * 100) : 100;
  return (
    <Stack sx={{ gap: 0.5, minWidth: 200 }} aria-label={t('storage:quota.label')}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
        aria-label={t('storage:quota.bar')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('storage:quota.used', { used: formatBytes(used), total: formatBytes(total) })}
      </Typography>
    </Stack>
  );
}
