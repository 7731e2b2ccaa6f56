import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useState } from 'react';
import { DRAWER_WIDTH, NavContent } from './NavContent';

export { DRAWER_WIDTH } from './NavContent';

/**
 * The phone's sliding panel (MUI's temporary Drawer: a modal with focus trap, backdrop and slide
 * transition) loads the first time it is opened: a visitor on a desktop never downloads it.
 */
const TemporaryNav = lazy(() => import('./TemporaryNav'));

interface Props {
  /** Permanent beside the content on desktop; a temporary panel toggled from the top bar on mobile. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ permanent, open, onClose }: Props) {
  // Once opened, the phone's panel stays mounted (closed, hidden) so it slides out and in again.
  const [opened, setOpened] = useState(false);
  if (open && !opened) {
    setOpened(true);
  }
  if (permanent) {
    // What MUI's permanent Drawer renders, without importing the Drawer (and its Modal).
    return (
      <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
        <Paper
          square
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            zIndex: (theme) => theme.zIndex.drawer,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <NavContent />
        </Paper>
      </Box>
    );
  }
  if (!opened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <TemporaryNav open={open} onClose={onClose} />
    </Suspense>
  );
}
