import { useNotify, useRecordContext, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from '../../lib/api';
import type { ActionData } from '../dataProvider';

/**
 * Runs a moderation action on the current record as an undoable update: the list shows the new
 * state at once, the notification offers "Undo" for a few seconds, and only then is the call made.
 */
export function useModerate(done: string) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const run = (data: ActionData & Record<string, unknown>, message = done) => {
    if (!record || !resource) {
      return;
    }
    void update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(message, { type: 'info', undoable: true }),
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return { run, isPending, record };
}
