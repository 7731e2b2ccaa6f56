import CheckIcon from '@mui/icons-material/Check';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useListContext, useNotify, useUnselectAll, useUpdateMany } from 'react-admin';
import { errorMessage } from '../../lib/api';

/** Resolves every selected entry at once (undoable): dismiss them all, or hide all their content. */
export function BulkResolveButtons() {
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
          notify(`${done}: ${selectedIds.length}`, { type: 'info', undoable: true });
        },
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="Dismiss" disabled={isPending} onClick={() => void resolveAll('dismiss', 'Dismissed')}>
        <CheckIcon />
      </Button>
      <Button label="Hide content" disabled={isPending} onClick={() => void resolveAll('hide', 'Hidden')}>
        <VisibilityOffIcon />
      </Button>
    </>
  );
}
