import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import '../words';

interface Props {
  query: Pick<UseInfiniteQueryResult, 'isPending' | 'isError' | 'error' | 'isFetchingNextPage'>;
  count: number;
  /** What shows when the list is empty. */
  empty: ReactNode;
  /** Skeletons while the first page loads: a card's height in pixels. */
  skeletonHeight?: number;
  children: ReactNode;
}

/** A scrolled list's states: skeletons while loading, the error, the empty state, then the items and a spinner for more. */
export function ListBody({ query, count, empty, skeletonHeight = 120, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack role="progressbar" aria-label={t('community:list.loading')} sx={{ gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={skeletonHeight} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  }
  if (count === 0) {
    return <Paper variant="outlined">{empty}</Paper>;
  }
  return (
    <>
      {children}
      {query.isFetchingNextPage && (
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={t('community:list.loadingMore')} />
        </Stack>
      )}
    </>
  );
}
