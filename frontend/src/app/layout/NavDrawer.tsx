import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { NavList } from './NavList';

export const DRAWER_WIDTH = 260;

interface Props {
  /** Permanent beside the content on desktop; a temporary panel toggled from the top bar on mobile. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ permanent, open, onClose }: Props) {
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: permanent ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
      }}
    >
      <Toolbar />
      <Box sx={{ overflowY: 'auto', pb: 2 }}>
        <NavList onNavigate={permanent ? undefined : onClose} />
      </Box>
    </Drawer>
  );
}
