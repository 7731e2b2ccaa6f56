import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PictureDto } from '@plaza/sdk';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LikeButton } from '../shared/LikeButton';
import { contentImageUrl } from '../shared/media';
import { pictureReactions } from './picture';
import '../words';

interface Props {
  pictures: PictureDto[];
  /** The index shown, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** More actions on the picture shown (e.g. the album owner's "Make it the cover"). */
  actions?: (picture: PictureDto) => ReactNode;
}

/** A picture full size over the page, with previous and next (buttons and arrow keys), its caption and its likes. */
export function Lightbox({ pictures, index, onIndex, actions }: Props) {
  const { t } = useTranslation();
  const picture = index === null ? undefined : pictures[index];
  const count = pictures.length;
  useEffect(() => {
    if (index === null) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) {
        onIndex(index - 1);
      } else if (event.key === 'ArrowRight' && index < count - 1) {
        onIndex(index + 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);
  if (!picture || index === null) {
    return null;
  }
  return (
    <Dialog open fullScreen onClose={() => onIndex(null)} aria-labelledby="lightbox-title" slotProps={{ paper: { sx: { bgcolor: 'rgba(10,12,16,0.96)', color: 'common.white' } } }}>
      <Stack sx={{ height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 2 }}>
          <Typography variant="body2" sx={{ opacity: 0.8 }} aria-live="polite">
            {t('community:pictures.position', { index: index + 1, count })}
          </Typography>
          <IconButton aria-label={t('community:pictures.close')} onClick={() => onIndex(null)} sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative', px: { xs: 0, sm: 8 } }}>
          <Box
            component="img"
            key={picture.id}
            src={contentImageUrl('pictures', picture.image)}
            alt={picture.title}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
          <IconButton aria-label={t('community:pictures.previous')} disabled={index === 0} onClick={() => onIndex(index - 1)} sx={{ ...navButton, left: 8 }}>
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton aria-label={t('community:pictures.next')} disabled={index === count - 1} onClick={() => onIndex(index + 1)} sx={{ ...navButton, right: 8 }}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ px: 2, py: 1.5, gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="lightbox-title" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {picture.title}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {picture.caption ? `${picture.caption} · ` : ''}
              {picture.user.first_name} {picture.user.last_name}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 1, '& .MuiButton-root': { color: 'common.white' } }}>
            {actions?.(picture)}
            <LikeButton section="pictures" api={pictureReactions} item={picture} />
            <Button component={Link} to={`/pictures/${picture.id}`}>
              {t('community:comments.count', { count: picture.comments_count })}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Dialog>
  );
}

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(255,255,255,0.12)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.25)' },
} as const;
