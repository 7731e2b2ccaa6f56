import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A profile page: the header across, then a side column (about, friends) beside the wall. */
export function ProfileLayout({ header, side, wall }: { header: ReactNode; side: ReactNode; wall: ReactNode }) {
  return (
    <Stack sx={{ gap: 3, maxWidth: 1040, mx: 'auto' }}>
      {header}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.5fr)' }, alignItems: 'start' }}>
        <Stack sx={{ gap: 3, minWidth: 0 }}>{side}</Stack>
        <Stack sx={{ gap: 2, minWidth: 0 }}>{wall}</Stack>
      </Box>
    </Stack>
  );
}
