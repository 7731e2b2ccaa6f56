import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, isUnauthorized } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { SignInFirst } from '../../../ui/RouteGuards';
import '../words';

/** An item page's loading and failure states (skeletons, "not found" with the way back (`label`: a translation key), a visitor sent to sign in), else the page. */
export function ItemState<T>({ query, back, children }: { query: UseQueryResult<T>; back: { to: string; label: string }; children: (item: T) => ReactNode }) {
  const { isLoggedIn } = useAuth();
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Stack role="progressbar" aria-label={t('community:list.loading')} sx={{ gap: 2 }}>
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (query.isError && isUnauthorized(query.error) && !isLoggedIn) {
    return <SignInFirst reason={{ title: t(back.label), text: t('community:item.signIn') }} />;
  }
  if (query.isError || !query.data) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={back.to} color="inherit" size="small">
            {t(back.label)}
          </Button>
        }
      >
        {query.isError ? errorMessage(query.error) : t('community:item.notFound')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
