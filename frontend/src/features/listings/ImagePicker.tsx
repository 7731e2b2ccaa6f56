import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LISTING_IMAGE_MAX_MB } from '@plaza/sdk/listing-sections';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblem } from '../../lib/useFilePreview';
import { listingImageUrl } from './registry';
import { FileButton } from '../../ui/FileButton';
import './words';

/** An image of the form: one the listing has (`file`), or one just chosen (`blob` with its preview). */
export type PickedImage = { kind: 'stored'; file: string } | { kind: 'new'; blob: File; url: string };

export const pickedKey = (image: PickedImage) => (image.kind === 'stored' ? image.file : image.url);

interface Props {
  images: PickedImage[];
  max: number;
  onChange: (images: PickedImage[]) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
}

/** Up to `max` images with previews: add, remove, and choose the cover (the first). */
export function ImagePicker({ images, max, onChange, onProblem, disabled }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = max - images.length;
    const accepted: PickedImage[] = [];
    for (const file of files) {
      const problem = imageProblem(file, LISTING_IMAGE_MAX_MB);
      if (problem) {
        onProblem(`${file.name}: ${problem}`);
        continue;
      }
      if (accepted.length >= room) {
        onProblem(t('listings:images.tooMany', { max }));
        break;
      }
      accepted.push({ kind: 'new', blob: file, url: URL.createObjectURL(file) });
    }
    onChange([...images, ...accepted]);
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="p">
          {t('listings:images.title', { n: images.length, max })}
        </Typography>
        <FileButton
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={disabled || images.length >= max}
          size="small"
          inputId={inputId}
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          inputLabel={t('listings:images.files')}
          onChange={pick}
        >
          {t('listings:images.add')}
        </FileButton>
      </Stack>
      {images.length > 0 ? (
        <Box component="ul" aria-label={t('listings:images.chosen')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
          {images.map((image, i) => (
            <Box component="li" key={pickedKey(image)} sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', outline: i === 0 ? '3px solid' : 'none', outlineColor: 'primary.main', outlineOffset: -3 }}>
              <Box component="img" src={image.kind === 'stored' ? listingImageUrl(image.file, { thumb: true }) : image.url} alt={i === 0 ? t('listings:images.photoCover', { n: i + 1 }) : t('listings:images.photo', { n: i + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {i === 0 ? (
                <Typography variant="caption" sx={{ position: 'absolute', left: 4, bottom: 4, px: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
                  {t('listings:images.cover')}
                </Typography>
              ) : (
                <Tooltip title={t('listings:images.makeCover')}>
                  <IconButton size="small" aria-label={t('listings:images.makeCoverAria', { n: i + 1 })} disabled={disabled} onClick={() => onChange([image, ...images.filter((_, j) => j !== i)])} sx={{ position: 'absolute', left: 2, bottom: 2, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'white' } }}>
                    <StarIcon fontSize="inherit" />
                  </IconButton>
                </Tooltip>
              )}
              <IconButton size="small" aria-label={t('listings:images.remove', { n: i + 1 })} disabled={disabled} onClick={() => onChange(images.filter((_, j) => j !== i))} sx={{ position: 'absolute', right: 2, top: 2, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'white' } }}>
                <CloseIcon fontSize="inherit" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('listings:images.hint', { mb: LISTING_IMAGE_MAX_MB })}
        </Typography>
      )}
    </Stack>
  );
}
