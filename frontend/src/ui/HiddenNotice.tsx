import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * At the top of an item page its author opens after moderators (or enough reports) hid it:
 * everyone else gets "not found" for it, so the author must not mistake it for a live one.
 */
export function HiddenNotice({ noun }: { noun: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" icon={<VisibilityOffIcon />} role="status">
      <AlertTitle>{t('common:hidden.title')}</AlertTitle>
      {t('common:hidden.text', { noun })}
    </Alert>
  );
}
