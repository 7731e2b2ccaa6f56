import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { PictureDto } from '@plaza/sdk';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentImageUrl } from '../shared/media';
import { Lightbox } from './Lightbox';
import { HiddenBadge } from '../../../ui/HiddenBadge';
import '../words';

/** A responsive grid of square thumbnails; a picture opens in the lightbox, which moves through the grid. */
export function PictureGrid({ pictures, label, actions }: { pictures: PictureDto[]; label?: string; actions?: (picture: PictureDto) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Box
        component="ul"
        aria-label={label ?? t('community:pictures.title')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 0.5, sm: 1 }, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } }}
      >
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={t('community:pictures.open', { title: picture.title })}
              sx={{ display: 'block', position: 'relative', width: '100%', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' } }}
            >
              <Box
                component="img"
                src={contentImageUrl('pictures', picture.image, { thumb: true })}
                alt={picture.title}
                width={480}
                height={480}
                loading={i < 6 ? 'eager' : 'lazy'}
                decoding="async"
                style={picture.placeholder ? { backgroundImage: `url("${picture.placeholder}")`, backgroundSize: 'cover' } : undefined}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform 200ms' }}
              />
              {picture.hidden && (
                <Box sx={{ position: 'absolute', top: 6, left: 6, bgcolor: 'background.paper', borderRadius: 4 }}>
                  <HiddenBadge />
                </Box>
              )}
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Lightbox pictures={pictures} index={open} onIndex={setOpen} actions={actions} />
    </>
  );
}
