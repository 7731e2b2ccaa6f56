import LockResetIcon from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ApiError, AuthService, type ResetPasswordDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormPasswordField } from '../../ui/FormTextField';
import { useToast } from '../../lib/toastContext';
import { errorMessage } from '../../lib/api';
import { AuthCard } from './AuthCard';
import { useAuth } from '../../lib/auth/authContext';
import { translateApiMessage } from '../../i18n/apiMessages';
import { confirmationRules, inLanguage, newPasswordRules } from './rules';
import { reportFailure } from './serverErrors';
import './words';

/**
 * `/reset-password/:token`, the link of the reset mail. The link is checked first, so a used or
 * expired one says so before the member types a new password.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => AuthService.checkResetToken({ token }),
    retry: false,
    staleTime: Infinity,
  });
  const linkRefused = check.error instanceof ApiError && check.error.status === 404;
  const { resetPassword, isLoading } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ResetPasswordDto>({
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await resetPassword(token, values);
    if (outcome.ok) {
      toast.success(t('auth:reset.done'));
      void navigate('/login', { replace: true });
      return;
    }
    // A used, expired or unknown link: said on the page, with a way to get a new one.
    const { token: linkErrors, ...fieldErrors } = outcome.fieldErrors;
    if (linkErrors) {
      setLinkProblem(translateApiMessage(linkErrors[0]));
      if (Object.keys(fieldErrors).length === 0) {
        return;
      }
    }
    reportFailure({ ...outcome, fieldErrors }, setError, ['password', 'password_confirmation'], toast);
  });

  return (
    <AuthCard
      title={t('auth:reset.title')}
      subtitle={t('auth:reset.subtitle')}
      icon={LockResetIcon}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('auth:backToSignIn')}
        </Link>
      }
    >
      {check.isPending && <LinearProgress aria-label={t('auth:reset.checking')} />}
      {linkRefused && <LinkProblem text={translateApiMessage(errorMessage(check.error))} />}
      {!check.isPending && !linkRefused && (
        <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
          {linkProblem && <LinkProblem text={linkProblem} />}
          <FormPasswordField
            control={control}
            name="password"
            rules={inLanguage(newPasswordRules)}
            label={t('auth:fields.newPassword')}
            autoComplete="new-password"
            autoFocus
            helperText={t('auth:fields.passwordHint')}
          />
          <FormPasswordField
            control={control}
            name="password_confirmation"
            rules={inLanguage(confirmationRules())}
            label={t('auth:fields.confirmNewPassword')}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            {t('auth:reset.submit')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

/** A used, expired or unknown link, with the way to get a new one. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to="/forgot-password" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('auth:reset.newLink')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
