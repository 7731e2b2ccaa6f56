import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from './ResponsiveImage';

/** The widths the server keeps of a cover (COVER in the backend's images.ts). */
const COVER_WIDTHS = [640, 1280, 1920] as const;

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' } as const;

interface Props {
  /** The stored cover's file name. */
  cover?: string | null;
  /** An image to show instead (a chosen file's preview). */
  src?: string | null;
  height?: number | { xs: number; sm: number };
  children?: ReactNode;
}

/**
 * A member's cover image across the top of a profile, or a soft gradient without one: the copy of
 * the width the screen needs (a phone no longer fetches the 2400 px original), fetched first as
 * the page's largest image.
 */
export function ProfileCover({ cover, src, height = { xs: 150, sm: 220 }, children }: Props) {
  const { t } = useTranslation();
  const alt = t('common:profile.cover');
  return (
    <Box
      sx={{
        position: 'relative',
        height,
        backgroundColor: 'primary.light',
        backgroundImage: src || cover ? undefined : 'linear-gradient(135deg, #c9d6ff 0%, #d9c9ff 50%, #ffd9c9 100%)',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={FILL} />
      ) : (
        cover && <ResponsiveImage kind="covers" file={cover} alt={alt} sizes="100vw" width={1280} height={220} widths={COVER_WIDTHS} priority sx={FILL} />
      )}
      {children}
    </Box>
  );
}
