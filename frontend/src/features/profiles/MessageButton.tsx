import ChatIcon from '@mui/icons-material/Chat';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { errorMessage } from '../../lib/api';
import { openChatWith } from '../chats/openChat';

/** Opens a floating chat box with the member (the chats feature's `openChatWith`). */
export function MessageButton({ userId }: { userId: number }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openChatWith(userId)
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" color="inherit" startIcon={<ChatIcon />} loading={busy} onClick={open} sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}>
      Message
    </Button>
  );
}
