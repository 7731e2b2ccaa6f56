import LockIcon from '@mui/icons-material/Lock';
import KeyIcon from '@mui/icons-material/Key';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { FormPasswordField, FormTextField } from '../../ui/FormTextField';
import { AuthCard } from './AuthCard';
import type { FromState } from '../../ui/RouteGuards';
import { useAuth } from '../../lib/auth/authContext';
import { translateApiMessage } from '../../i18n/apiMessages';
import { inLanguage, passwordRequiredRules, signInEmailRules } from './rules';
import { TwoFactorStep } from './TwoFactorStep';
import './words';

interface SignInForm {
  email: string;
  password: string;
}

/**
 * `/login`. On success GuestOnly sends the member on (back to the members' page that sent them
 * here, if any); a failure shows the server's message here.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { login, loginWithPasskey, isLoading, error, isSignedUp, resetSignedUp, clearMarkers } = useAuth();
  // Shown once after a sign-up; the flag itself is reset at once so it does not linger.
  const [justSignedUp] = useState(isSignedUp);
  // Sent here from a members' page: say which, and what signing in gives there.
  const reason = (useLocation().state as FromState | null)?.reason;
  const { control, handleSubmit, setError, resetField } = useForm<SignInForm>({ defaultValues: { email: '', password: '' } });
  // Two-factor authentication on: the password answered a challenge, the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartReason, setRestartReason] = useState<string | null>(null);

  useEffect(() => {
    clearMarkers();
    resetSignedUp();
  }, [clearMarkers, resetSignedUp]);

  // A failure is recorded in the auth state and shown above the fields (a 422's messages also
  // under them); the page stays.
  const onSubmit = handleSubmit(async (values) => {
    setRestartReason(null);
    const outcome = await login(values);
    if (outcome.ok === 'two_factor') {
      setChallenge(outcome.challenge);
      return;
    }
    if (!outcome.ok) {
      for (const field of ['email', 'password'] as const) {
        const messages = outcome.fieldErrors[field];
        if (messages) {
          setError(field, { type: 'server', message: translateApiMessage(messages[0]) });
        }
      }
    }
  });

  if (challenge) {
    return (
      <AuthCard title={t('auth:twoFactor.title')} subtitle={t('auth:twoFactor.subtitle')} icon={LockIcon}>
        <TwoFactorStep
          challenge={challenge}
          onRestart={(message) => {
            clearMarkers();
            setChallenge(null);
            setRestartReason(message ?? null);
            resetField('password');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth:login.title')}
      subtitle={justSignedUp ? t('auth:login.welcomeNew') : t('auth:login.welcomeBack')}
      icon={LoginIcon}
      footer={
        <>
          {t('auth:login.newHere')}{' '}
          <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
            {t('auth:login.createAccount')}
          </Link>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
        {justSignedUp && <Alert severity="success">{t('auth:login.signedUp')}</Alert>}
        {reason && !justSignedUp && (
          <Alert severity="info">
            <AlertTitle>{reason.title}</AlertTitle>
            {reason.text}
          </Alert>
        )}
        {(error ?? restartReason) && <Alert severity="error">{translateApiMessage(error ?? restartReason ?? '')}</Alert>}
        <FormTextField
          control={control}
          name="email"
          rules={inLanguage(signInEmailRules)}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password"
          rules={inLanguage(passwordRequiredRules)}
          label={t('auth:fields.password')}
          autoComplete="current-password"
        />
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end', mt: -1 }}>
          {t('auth:login.forgot')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth:login.submit')}
        </Button>
        {/* Not "Sign in with a passkey": every "Sign in" button lookup (Playwright matches substrings) would find two. */}
        <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth:login.or')}</Divider>
        <Button
          variant="outlined"
          size="large"
          startIcon={<KeyIcon />}
          disabled={isLoading}
          onClick={() => {
            setRestartReason(null);
            void loginWithPasskey();
          }}
        >
          {t('auth:login.passkey')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
