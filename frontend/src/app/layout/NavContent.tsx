import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { NavList } from './NavList';

export const DRAWER_WIDTH = 260;

/** The drawer's content: below the top bar, the sections. */
export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Toolbar />
      <Box sx={{ overflowY: 'auto', pb: 2 }}>
        <NavList onNavigate={onNavigate} />
      </Box>
    </>
  );
}
