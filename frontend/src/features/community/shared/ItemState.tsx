import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, isUnauthorized } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { SignInFirst } from '../../../ui/RouteGuards';

/** An item page's loading and failure states (skeletons, "not found" with the way back, a visitor sent to sign in), else the page. */
export function ItemState<T>({ query, back, children }: { query: UseQueryResult<T>; back: { to: string; label: string }; children: (item: T) => ReactNode }) {
  const { isLoggedIn } = useAuth();
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Stack sx={{ gap: 2 }} aria-label="Loading">
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (query.isError && isUnauthorized(query.error) && !isLoggedIn) {
    return <SignInFirst reason={{ title: back.label, text: 'This is for members of Plaza: sign in to read it.' }} />;
  }
  if (query.isError || !query.data) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={back.to} color="inherit" size="small">
            {back.label}
          </Button>
        }
      >
        {query.isError ? errorMessage(query.error) : 'Not found'}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
