import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCover } from './ListingCard';
import type { ImagePreviewDto } from '@plaza/sdk';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { LISTING_GALLERY_SIZES } from '../../lib/photos';
import { listingImageUrl } from './registry';
import './words';

/** A listing's images: the one chosen large (the cover first), all of them as thumbnails below. */
export function Gallery({ slug, images, title, previews = [] }: { slug: string; images: string[]; title: string; previews?: (ImagePreviewDto | null)[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  if (!images.length) {
    return (
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <ListingCover slug={slug} image={null} alt={title} />
      </Box>
    );
  }
  const current = Math.min(chosen, images.length - 1);
  return (
    <Stack sx={{ gap: 1 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', aspectRatio: '4 / 3', display: 'grid', placeItems: 'center' }}>
        <ResponsiveImage
          key={images[current]}
          kind="listings"
          file={images[current]!}
          alt={t('listings:gallery.image', { title, n: current + 1, total: images.length })}
          sizes={LISTING_GALLERY_SIZES}
          width={previews[current]?.width ?? 1280}
          height={previews[current]?.height ?? 960}
          placeholder={previews[current]?.placeholder}
          priority={current === 0}
          fit="contain"
          sx={{ width: '100%', height: '100%' }}
        />
      </Box>
      {images.length > 1 && (
        <Stack direction="row" role="group" aria-label={t('listings:gallery.images')} sx={{ gap: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((file, i) => (
            <ButtonBase
              key={file}
              onClick={() => setChosen(i)}
              aria-label={t('listings:gallery.show', { n: i + 1 })}
              aria-pressed={i === current}
              sx={{ flexShrink: 0, width: 72, height: 54, borderRadius: 1, overflow: 'hidden', outline: i === current ? '3px solid' : 'none', outlineColor: 'primary.main', outlineOffset: -3 }}
            >
              <Box component="img" src={listingImageUrl(file, { thumb: true })} alt="" width={72} height={54} loading="lazy" decoding="async" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
