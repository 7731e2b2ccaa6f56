import Drawer from '@mui/material/Drawer';
import { DRAWER_WIDTH, NavContent } from './NavContent';

/** The navigation as a phone's sliding panel, closed after a choice. */
export default function TemporaryNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
      }}
    >
      <NavContent onNavigate={onClose} />
    </Drawer>
  );
}
