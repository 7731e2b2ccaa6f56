/** The widths every stored photo has a copy at (/storage/<kind>/w<width>/<file>), as the server makes them. */
export const PHOTO_WIDTHS = [320, 480, 720, 960, 1280] as const;

/**
 * A card's width in the grid (one column on phones, within the page's 16 px margins; two from
 * 600 px, three from 900 px; the page is at most 1200 px).
 */
export const LISTING_CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 31vw, (min-width: 600px) 48vw, calc(100vw - 32px)';
/** A listing page's large photo (on phones, within the page's margins as a card). */
export const LISTING_GALLERY_SIZES = '(min-width: 1200px) 640px, (min-width: 900px) 55vw, calc(100vw - 32px)';

/** A stored image's path: the main file, or its copy in variant folder `variant` (thumbs, w720…). */
export function storagePath(kind: string, file: string, variant = ''): string {
  return `/storage/${kind}/${variant ? `${variant}/` : ''}${encodeURIComponent(file)}`;
}

/** A photo's `srcset`: its width copies, each at the address `url` gives its path. */
export function photoSrcSet(kind: string, file: string, widths: readonly number[], url: (path: string) => string = (path) => path): string {
  return widths.map((w) => `${url(storagePath(kind, file, `w${w}`))} ${w}w`).join(', ');
}
