import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import type { Paged } from '../lib/listCache';

interface Props<T> {
  query: UseQueryResult<Paged<T>>;
  label: string;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  skeletons?: number;
}

/** Skeleton rows like MemberRow's while a first page loads. */
export function RowSkeletons({ count = 3 }: { count?: number }) {
  return (
    <List aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <ListItem key={i} disableGutters sx={{ gap: 1.5, py: 1.25 }}>
          <Skeleton variant="circular" width={45} height={45} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * A paged list of members (page numbers below it): skeletons while the first page loads, the
 * empty state when there is nothing, the server's message when it failed.
 */
export function PagedList<T extends { id: number }>({
  query,
  label,
  page,
  onPage,
  empty,
  renderItem,
  skeletons,
}: Props<T>) {
  if (query.isPending) {
    return <RowSkeletons count={skeletons} />;
  }
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  }
  const { data, last_page } = query.data;
  if (data.length === 0) {
    return <>{empty}</>;
  }
  return (
    <>
      <List aria-label={label} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.map((item) => renderItem(item))}
      </List>
      {last_page > 1 && (
        <Pagination
          count={last_page}
          page={Math.min(page, last_page)}
          onChange={(_, next) => onPage(next)}
          siblingCount={1}
          boundaryCount={3}
          color="primary"
          sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
        />
      )}
    </>
  );
}
