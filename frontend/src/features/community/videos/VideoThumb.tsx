import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VideoDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { formatDuration, posterUrl } from '../shared/media';
import '../words';

/** The poster with the duration, or the processing state (progress, or why it failed). */
export function VideoThumb({ video }: { video: VideoDto }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', color: 'common.white' }}>
      {video.poster && <Box component="img" src={posterUrl(video.poster)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
      {video.status === 'ready' ? (
        <>
          <PlayCircleIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 48, opacity: 0.85 }} />
          {video.duration !== null && (
            <Chip label={formatDuration(video.duration)} size="small" sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(0,0,0,0.75)', color: 'common.white' }} />
          )}
        </>
      ) : (
        <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', gap: 1, px: 3 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {video.status === 'processing' ? t('community:videos.processingProgress', { progress: video.progress }) : t('community:videos.failed')}
          </Typography>
          {video.status === 'processing' && <LinearProgress variant="determinate" value={video.progress} sx={{ width: '100%' }} aria-label={t('community:videos.processing')} />}
        </Stack>
      )}
    </Box>
  );
}
