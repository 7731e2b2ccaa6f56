import CheckIcon from '@mui/icons-material/Check';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useListContext, useNotify, useUnselectAll, useUpdateMany } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import '../words';

/** Resolves every selected entry at once (undoable): dismiss them all, or hide all their content. */
export function BulkResolveButtons() {
  const { t } = useTranslation();
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselect = useUnselectAll('reports');
  const [updateMany, { isPending }] = useUpdateMany();
  const resolveAll = (action: 'dismiss' | 'hide', done: string) =>
    updateMany(
      'reports',
      { ids: selectedIds, data: { action, status: 'resolved' } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          unselect();
          notify(t('admin:reports.bulkDone', { done, n: selectedIds.length }), { type: 'info', undoable: true });
        },
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <>
      <Button label={t('admin:reports.dismiss')} disabled={isPending} onClick={() => void resolveAll('dismiss', t('admin:reports.dismissed'))}>
        <CheckIcon />
      </Button>
      <Button label={t('admin:reports.hideContent')} disabled={isPending} onClick={() => void resolveAll('hide', t('admin:reports.hidden'))}>
        <VisibilityOffIcon />
      </Button>
    </>
  );
}
