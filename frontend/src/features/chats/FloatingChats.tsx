import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAuth } from '../../lib/auth/authContext';
import type { DockedChat } from './chatDock';
import { FloatingChatBox } from './FloatingChatBox';

/** The open chat boxes along the bottom right, the newest in the corner; a phone shows the newest only. */
export default function FloatingChats({ boxes }: { boxes: readonly DockedChat[] }) {
  const { user } = useAuth();
  const theme = useTheme();
  const roomy = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  if (!user) {
    return null;
  }
  const shown = roomy ? boxes : boxes.slice(-1);
  return (
    <Stack
      direction="row"
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        bottom: 0,
        zIndex: theme.zIndex.speedDial,
        gap: 1.5,
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        pointerEvents: 'none',
      }}
    >
      {shown.map((box) => (
        <FloatingChatBox key={box.chat.id} box={box} meId={user.id} />
      ))}
    </Stack>
  );
}
