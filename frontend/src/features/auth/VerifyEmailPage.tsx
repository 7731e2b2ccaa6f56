import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AuthService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, getSession, saveUser } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { AuthCard } from './AuthCard';
import './words';

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
  const { t } = useTranslation();
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
    <AuthCard title={t('auth:verify.title')} subtitle={t('auth:verify.subtitle')} icon={MarkEmailReadIcon}>
      {result.isPending && <LinearProgress aria-label={t('auth:verify.confirming')} />}
      {result.isSuccess && (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="success">
            {translateApiMessage(result.data.message)}{' '}
            <Trans i18nKey="auth:verify.address" values={{ email: result.data.email }} components={{ b: <strong /> }} />
          </Alert>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="contained">
            {isLoggedIn ? t('auth:verify.goToPlaza') : t('auth:verify.signIn')}
          </Button>
        </Stack>
      )}
      {result.isError && (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="error">
            {translateApiMessage(errorMessage(result.error))} {isLoggedIn ? t('auth:verify.askResend') : t('auth:verify.signInToResend')}
          </Alert>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="outlined">
            {isLoggedIn ? t('auth:verify.goToPlaza') : t('auth:verify.signIn')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
