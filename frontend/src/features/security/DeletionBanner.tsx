import { Suspense } from 'react';
import { lazyWithQueries } from '../../lib/queries';
import { useDeletionDate } from './deletionDate';

const CancelDeletionBanner = lazyWithQueries(() => import('./CancelDeletionBanner'));

/** In the layout above every page while my account is scheduled for deletion: the date, and the way back. */
export function DeletionBanner() {
  const when = useDeletionDate();
  if (!when) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <CancelDeletionBanner when={when} />
    </Suspense>
  );
}
