import ChatIcon from '@mui/icons-material/Chat';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/toastContext';
import { errorMessage } from '../../lib/api';
import { openChatWith } from '../chats';
import './words';

/** Opens a floating chat box with the member (the chats feature's `openChatWith`). */
export function MessageButton({ userId, primary = false }: { userId: number; primary?: boolean }) {
  const toast = useToast();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openChatWith(userId)
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      color={primary ? 'primary' : 'inherit'}
      startIcon={<ChatIcon />}
      loading={busy}
      onClick={open}
      sx={{ whiteSpace: 'nowrap', ...(primary ? {} : { borderColor: 'divider' }) }}
    >
      {t('profiles:message')}
    </Button>
  );
}
