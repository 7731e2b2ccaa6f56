import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../i18n/apiMessages';
import { FormTextField } from '../../ui/FormTextField';
import { useAuth } from '../../lib/auth/authContext';
import { MSG } from './messages';
import { inLanguage } from './rules';
import './words';

interface Props {
  challenge: string;
  /** Back to the password (the challenge expired, or the member wants to start over). */
  onRestart: (message?: string) => void;
}

interface CodeForm {
  code: string;
  recovery_code: string;
}

/** The second step of a sign-in with two-factor authentication on: a code, or a recovery code. */
export function TwoFactorStep({ challenge, onRestart }: Props) {
  const { t } = useTranslation();
  const { loginSecondStep, isLoading } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const { control, handleSubmit, setError, resetField } = useForm<CodeForm>({ defaultValues: { code: '', recovery_code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const proof = recovery ? { recovery_code: values.recovery_code } : { code: values.code.replace(/\s/g, '') };
    const outcome = await loginSecondStep(challenge, proof);
    if (outcome.ok) {
      return;
    }
    if (Object.keys(outcome.fieldErrors).length === 0) {
      // Not a wrong code: the challenge is over (expired, or too many wrong codes). Start again.
      onRestart(outcome.message);
      return;
    }
    const field = recovery ? 'recovery_code' : 'code';
    const message = outcome.fieldErrors[field]?.[0] ?? outcome.fieldErrors.code?.[0] ?? outcome.message;
    setError(field, { type: 'server', message: translateApiMessage(message) }, { shouldFocus: true });
    resetField(field, { keepError: true });
  });

  const toggle = () => {
    setRecovery((on) => !on);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {recovery ? t('auth:twoFactor.recoveryHint') : t('auth:twoFactor.codeHint')}
      </Typography>
      {recovery ? (
        <FormTextField
          key="recovery_code"
          control={control}
          name="recovery_code"
          rules={{ required: t('auth:twoFactor.recoveryRequired') }}
          label={t('auth:twoFactor.recoveryLabel')}
          autoComplete="off"
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 2 } } }}
        />
      ) : (
        <FormTextField
          key="code"
          control={control}
          name="code"
          rules={inLanguage({ required: MSG.totpCodeRequired })}
          label={t('auth:twoFactor.codeLabel')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, style: { fontFamily: 'monospace', letterSpacing: 6, fontSize: 20 } } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        {t('auth:twoFactor.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={toggle}>
          {recovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={() => onRestart()}>
          {t('auth:twoFactor.startOver')}
        </Link>
      </Stack>
    </Stack>
  );
}
