import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coverUrl } from '../lib/media';

interface Props {
  /** The stored cover's file name. */
  cover?: string | null;
  /** An image to show instead (a chosen file's preview). */
  src?: string | null;
  height?: number | { xs: number; sm: number };
  children?: ReactNode;
}

/** A member's cover image across the top of a profile, or a soft gradient without one. */
export function ProfileCover({ cover, src, height = { xs: 150, sm: 220 }, children }: Props) {
  const { t } = useTranslation();
  const image = src ?? (cover ? coverUrl(cover) : null);
  return (
    <Box
      role={image ? 'img' : undefined}
      aria-label={image ? t('common:profile.cover') : undefined}
      sx={{
        position: 'relative',
        height,
        backgroundColor: 'primary.light',
        backgroundImage: image ? `url("${image}")` : 'linear-gradient(135deg, #c9d6ff 0%, #d9c9ff 50%, #ffd9c9 100%)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {children}
    </Box>
  );
}
