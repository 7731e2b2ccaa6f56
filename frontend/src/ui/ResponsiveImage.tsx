import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type SyntheticEvent } from 'react';
import { mediaUrl } from '../lib/api';
import { PHOTO_WIDTHS, photoSrcSet, storagePath } from '../lib/photos';

export { PHOTO_WIDTHS };

/** A stored image's address: the main file, or its copy in variant folder `variant` (thumbs, w720…). */
export function storageUrl(kind: string, file: string, variant = ''): string {
  return mediaUrl(storagePath(kind, file, variant));
}

interface Props {
  /** The storage kind (listings, posts, pictures, covers…) and the stored file name. */
  kind: string;
  file: string;
  alt: string;
  /** The layout width of the image, as `<img sizes>` takes it: '(min-width: 900px) 300px, 100vw'. */
  sizes: string;
  /** The image's (or its box's) proportions: reserved before it loads, so nothing shifts. */
  width: number;
  height: number;
  /** The tiny blurred copy shown until the image has loaded (a data URI from the API). */
  placeholder?: string | null;
  /** The page's main image (its LCP): fetched at once with high priority instead of lazily. */
  priority?: boolean;
  widths?: readonly number[];
  fit?: 'cover' | 'contain';
  sx?: SxProps<Theme>;
}

/**
 * A stored photo as the best photo sites serve it: a `srcset` of the server's width copies with
 * `sizes`, so the browser fetches the smallest file that is sharp; width and height set; lazy below
 * the fold; the placeholder as its background until it has loaded. A file stored before its copies
 * existed (not yet backfilled) falls back to the main file.
 */
export function ResponsiveImage({ kind, file, alt, sizes, width, height, placeholder, priority = false, widths = PHOTO_WIDTHS, fit = 'cover', sx = [] }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [fallback, setFallback] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!fallback) {
      event.currentTarget.removeAttribute('srcset');
      setFallback(true);
    }
  };
  const middle = widths[Math.floor(widths.length / 2)]!;
  return (
    <Box
      component="img"
      src={fallback ? storageUrl(kind, file) : storageUrl(kind, file, `w${middle}`)}
      srcSet={fallback ? undefined : photoSrcSet(kind, file, widths, mediaUrl)}
      sizes={fallback ? undefined : sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={() => setLoaded(true)}
      onError={onError}
      style={placeholder && !loaded ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto', objectFit: fit }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
