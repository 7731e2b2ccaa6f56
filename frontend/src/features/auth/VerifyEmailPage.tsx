import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AuthService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { callApi, errorMessage, getSession, saveUser } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { AuthCard } from './AuthCard';

/**
 * Follows the link once (a link works once: one query per token, never refetched) and, in a
 * signed-in browser, stores the fresh user so the "Confirm your email" banner goes away.
 */
async function followLink(token: string) {
  const answer = await AuthService.verifyEmail({ token });
  if (getSession()) {
    const { user } = await callApi(() => AuthService.me()).catch(() => ({ user: null }));
    if (user) {
      saveUser(user);
    }
  }
  return answer;
}

/** `/verify-email/:token`, the link of the confirmation mails (sign-up, resend, change of address). */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { isLoggedIn } = useAuth();
  const result = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => followLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <AuthCard title="Confirm your email" subtitle="One click and your address is confirmed." icon={MarkEmailReadIcon}>
      {result.isPending && <LinearProgress aria-label="Confirming your email" />}
      {result.isSuccess && (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="success">
            {result.data.message} <strong>{result.data.email}</strong> is the address of your account.
          </Alert>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="contained">
            {isLoggedIn ? 'Go to Plaza' : 'Sign in'}
          </Button>
        </Stack>
      )}
      {result.isError && (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="error">
            {errorMessage(result.error)} {isLoggedIn ? 'Ask for a new link with “Resend” above.' : 'Sign in to ask for a new link.'}
          </Alert>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="outlined">
            {isLoggedIn ? 'Go to Plaza' : 'Sign in'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
