import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useCancelDeletion } from './deletion';
import { deletionSentence } from './deletionDate';
import './words';

/** The banner itself, loaded with TanStack Query only for a member whose account is scheduled for deletion. */
export default function CancelDeletionBanner({ when }: { when: Date }) {
  const { t } = useTranslation();
  const cancel = useCancelDeletion();
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => cancel.mutate()} loading={cancel.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {t('security:deletion.cancel')}
        </Button>
      }
    >
      {deletionSentence(when)}
    </Alert>
  );
}
