import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ForgotPasswordDto } from '@plaza/sdk';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../lib/toastContext';
import { AuthCard } from './AuthCard';
import { useAuth } from '../../lib/auth/authContext';
import { MSG } from './messages';
import { signInEmailRules } from './rules';
import { reportFailure } from './serverErrors';

/** `/forgot-password`: mails a reset link (the API answers the same whether the account exists). */
export default function ForgotPasswordPage() {
  const { forgotPassword, isLoading } = useAuth();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ForgotPasswordDto>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await forgotPassword(values);
    if (outcome.ok) {
      toast.success(MSG.forgotSuccess);
      setSentTo(values.email);
      return;
    }
    reportFailure(outcome, setError, ['email'], toast);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      icon={KeyIcon}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
        {sentTo && (
          <Alert severity="success">
            If an account uses {sentTo}, a reset link is on its way. It works once, within 60 minutes.
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          rules={signInEmailRules}
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {sentTo ? 'Send the link again' : 'Send reset link'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
