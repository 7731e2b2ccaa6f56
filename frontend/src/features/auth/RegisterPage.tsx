import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { RegisterDto } from '@plaza/sdk';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormPasswordField, FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../lib/toastContext';
import { AuthCard } from './AuthCard';
import { useAuth } from '../../lib/auth/authContext';
import { confirmationRules, emailRules, inLanguage, nameRules, newPasswordRules } from './rules';
import { reportFailure } from './serverErrors';
import './words';

const FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'password_confirmation'] as const;
const EMPTY: RegisterDto = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/**
 * `/register`. The API gives no token on sign-up, so the new member is signed in with what they
 * just typed and lands on their first home page; should that fail, the sign-in page takes over.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { register, login, isLoading } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<RegisterDto>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await register(values);
    if (outcome.ok) {
      const signedIn = await login({ email: values.email, password: values.password });
      void navigate(signedIn.ok ? '/' : '/login', { replace: true });
      return;
    }
    reportFailure(outcome, setError, FIELDS, toast);
  });

  return (
    <AuthCard
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      icon={PersonAddIcon}
      width={560}
      footer={
        <>
          {t('auth:register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {t('auth:register.signIn')}
          </Link>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="first_name"
            rules={inLanguage(nameRules)}
            label={t('auth:fields.firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={control}
            name="last_name"
            rules={inLanguage(nameRules)}
            label={t('auth:fields.lastName')}
            autoComplete="family-name"
          />
        </Box>
        <FormTextField control={control} name="username" rules={inLanguage(nameRules)} label={t('auth:fields.username')} autoComplete="username" />
        <FormTextField
          control={control}
          name="email"
          rules={inLanguage(emailRules)}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
        />
        <FormPasswordField
          control={control}
          name="password"
          rules={inLanguage(newPasswordRules)}
          label={t('auth:fields.password')}
          autoComplete="new-password"
          helperText={t('auth:fields.passwordHint')}
        />
        <FormPasswordField
          control={control}
          name="password_confirmation"
          rules={inLanguage(confirmationRules())}
          label={t('auth:fields.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth:register.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
