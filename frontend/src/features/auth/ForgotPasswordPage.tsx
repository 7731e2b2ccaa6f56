import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ForgotPasswordDto } from '@plaza/sdk';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../lib/toastContext';
import { AuthCard } from './AuthCard';
import { useAuth } from '../../lib/auth/authContext';
import { inLanguage, signInEmailRules } from './rules';
import { reportFailure } from './serverErrors';
import './words';

/** `/forgot-password`: mails a reset link (the API answers the same whether the account exists). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { forgotPassword, isLoading } = useAuth();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ForgotPasswordDto>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await forgotPassword(values);
    if (outcome.ok) {
      toast.success(t('auth:forgot.done'));
      setSentTo(values.email);
      return;
    }
    reportFailure(outcome, setError, ['email'], toast);
  });

  return (
    <AuthCard
      title={t('auth:forgot.title')}
      subtitle={t('auth:forgot.subtitle')}
      icon={KeyIcon}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('auth:backToSignIn')}
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
        {sentTo && (
          <Alert severity="success">
            {t('auth:forgot.sent', { email: sentTo })}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          rules={inLanguage(signInEmailRules)}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {sentTo ? t('auth:forgot.again') : t('auth:forgot.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
