import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Disc } from './Disc';

const OWN_BUBBLE = '#dcf8c6';
const OTHER_BUBBLE = '#e3f2fd';

function Bubble({ own, text, time }: { own?: boolean; text: string; time: string }) {
  return (
    <Box
      sx={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: own ? OWN_BUBBLE : OTHER_BUBBLE,
        color: 'text.primary',
      }}
    >
      <Typography variant="body2">{text}</Typography>
      <Typography variant="caption" color="text.secondary">
        {time}
      </Typography>
    </Box>
  );
}

/** A still picture of Plaza at work for the landing page: a chat and a notification, drawn with MUI. */
export function HeroPreview() {
  const { t } = useTranslation();
  return (
    <Box aria-hidden sx={{ position: 'relative', width: '100%', maxWidth: 360, mx: 'auto', pb: 5 }}>
      <Paper sx={{ borderRadius: 4, overflow: 'hidden', boxShadow: '0 24px 60px rgba(16, 24, 64, 0.35)' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}>
          {/* An online dot where MUI's dot Badge would put it (Badge: 1.9 KB gzip more for a visitor). */}
          <Box sx={{ position: 'relative', flexShrink: 0 }}>
            <Disc size={45} sx={{ bgcolor: '#c2410c', color: 'common.white' }}>
              AM
            </Disc>
            <Box
              sx={{
                position: 'absolute',
                bottom: '14%',
                right: '14%',
                transform: 'translate(50%, 50%)',
                boxSizing: 'border-box',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'success.main',
                border: 2,
                borderColor: 'background.paper',
              }}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="p">Ana Martins</Typography>
            <Typography variant="caption" color="success.main">
              {t('home:preview.online')}
            </Typography>
          </Box>
        </Stack>
        {/* At least 200px, growing with the bubbles: a fixed height let wrapped bubbles overflow upwards over the header. */}
        <Stack sx={{ gap: 1, p: 2, minHeight: 200, justifyContent: 'flex-end' }}>
          <Bubble text={t('home:preview.question')} time={t('home:preview.twoMinutesAgo')} />
          <Bubble own text={t('home:preview.answer')} time={t('home:preview.oneMinuteAgo')} />
          <Bubble text={t('home:preview.goodbye')} time={t('home:preview.justNow')} />
        </Stack>
        <Box sx={{ mx: 2, mb: 2, px: 2, py: 1.25, borderRadius: 2, bgcolor: 'grey.100', color: 'text.secondary' }}>
          <Typography variant="body2">{t('home:preview.composer')}</Typography>
        </Box>
      </Paper>
      <Paper
        sx={{
          position: 'absolute',
          right: { xs: -8, sm: -40 },
          bottom: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          pr: 2.5,
          borderRadius: 3,
          boxShadow: '0 12px 32px rgba(16, 24, 64, 0.3)',
        }}
      >
        <Disc sx={{ bgcolor: 'error.light' }}>
          <FavoriteIcon fontSize="small" />
        </Disc>
        <Box>
          <Typography variant="subtitle2" component="p">{t('home:preview.liked', { name: 'Sam Lee' })}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('home:preview.fiveMinutesAgo')}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
