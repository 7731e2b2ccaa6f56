import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthService, type TotpSetupDto } from '@plaza/sdk';
import { TWO_FACTOR_MSG } from '@plaza/sdk/validation-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { useToast } from '../../lib/toastContext';
import { FormPasswordField, FormTextField } from '../../ui/FormTextField';
import { reportFailure } from '../auth';
import { SecurityCard } from './SecurityCard';
import './words';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetupDto } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

const failure = (error: unknown) => ({ ok: false as const, message: errorMessage(error), fieldErrors: fieldErrors(error) });

/** Copies `text`; says so in a toast (`copied`) either way. */
async function copy(text: string, toast: ReturnType<typeof useToast>, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(i18n.t('security:twoFactor.copyRefused'));
  }
}

function downloadCodes(codes: string[]): void {
  const text = `${i18n.t('security:twoFactor.fileTitle')}\n${i18n.t('security:twoFactor.fileText')}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'plaza-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/** Step 1 of enrolment: the QR code and the secret, then the first code turns it on. */
function SetupStep({ setup, onDone, onCancel }: { setup: TotpSetupDto; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { userChanged } = useAuth();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const answer = await callApi(() => AuthService.confirmTotp({ requestBody: { code: code.replace(/\s/g, '') } }));
      userChanged(answer.user);
      onDone(answer.recovery_codes);
    } catch (error) {
      reportFailure(failure(error), setError, ['code'], toast);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Box
          component="img"
          src={setup.qr_code}
          alt={t('security:twoFactor.qrAlt')}
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, flexShrink: 0 }}
        />
        <Stack sx={{ gap: 1.5, minWidth: 0 }}>
          <Typography>{t('security:twoFactor.step1')}</Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography
              component="code"
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all', bgcolor: 'action.hover', px: 1, py: 0.5, borderRadius: 1 }}
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(setup.secret, toast, t('security:twoFactor.keyCopied'))}>
              {t('security:twoFactor.copy')}
            </Button>
          </Stack>
          <Typography>{t('security:twoFactor.step2')}</Typography>
          <FormTextField
            control={control}
            name="code"
            rules={{ required: translateApiMessage(TWO_FACTOR_MSG.codeRequired) }}
            label={t('security:twoFactor.codeLabel')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, style: { fontFamily: 'monospace', letterSpacing: 4 } } }}
            sx={{ maxWidth: 240 }}
          />
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('security:cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('security:twoFactor.turnOn')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 2: the ten recovery codes, shown this once. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="success">{t('security:twoFactor.isOn')}</Alert>
      <Typography>
        <Trans i18nKey="security:twoFactor.saveCodes" components={{ b: <strong /> }} />
      </Typography>
      <Box
        component="ol"
        aria-label={t('security:twoFactor.codesLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ fontFamily: 'monospace', fontSize: 15, textAlign: 'center' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(codes.join('\n'), toast, t('security:twoFactor.codesCopied'))}>
          {t('security:twoFactor.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => downloadCodes(codes)}>
          {t('security:twoFactor.download')}
        </Button>
        <Button variant="contained" onClick={onSaved}>
          {t('security:twoFactor.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Turning it off: the password and a code (or a recovery code). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { userChanged } = useAuth();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { password: '', code: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await callApi(() => AuthService.disableTotp({ requestBody: { password: values.password, code: values.code.trim() } }));
      userChanged(user);
      toast.success(t('security:twoFactor.isOff'));
      onDone();
    } catch (error) {
      reportFailure(failure(error), setError, ['password', 'code'], toast);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <FormPasswordField
          control={control}
          name="password"
          rules={{ required: translateApiMessage(TWO_FACTOR_MSG.passwordRequired) }}
          label={t('security:twoFactor.password')}
          autoComplete="current-password"
          fullWidth
        />
        <FormTextField
          control={control}
          name="code"
          rules={{ required: translateApiMessage(TWO_FACTOR_MSG.codeRequired) }}
          label={t('security:twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          fullWidth
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('security:cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
          {t('security:twoFactor.turnOff')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The security page's authenticator-app section: enrol, see the state, turn off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const enabled = Boolean(user?.two_factor_enabled);

  const start = async () => {
    setStarting(true);
    try {
      const { data } = await callApi(() => AuthService.startTotp());
      setStep({ kind: 'setup', setup: data });
    } catch (error) {
      toast.error(translateApiMessage(errorMessage(error)));
    } finally {
      setStarting(false);
    }
  };

  const idle = () => setStep({ kind: 'idle' });
  return (
    <SecurityCard
      title={t('security:twoFactor.title')}
      description={t('security:twoFactor.description')}
      action={
        enabled ? (
          <Chip icon={<CheckCircleIcon />} color="success" label={t('security:twoFactor.on')} variant="outlined" />
        ) : (
          <Chip label={t('security:twoFactor.off')} variant="outlined" />
        )
      }
    >
      {step.kind === 'setup' && <SetupStep setup={step.setup} onDone={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onSaved={idle} />}
      {step.kind === 'disable' && <DisableForm onDone={idle} onCancel={idle} />}
      {step.kind === 'idle' &&
        (enabled ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2 }}>
            <Typography>{t('security:twoFactor.enabledText')}</Typography>
            <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })} sx={{ flexShrink: 0 }}>
              {t('security:twoFactor.turnOff')}
            </Button>
          </Stack>
        ) : (
          <Button variant="contained" onClick={() => void start()} loading={starting}>
            {t('security:twoFactor.setUp')}
          </Button>
        ))}
    </SecurityCard>
  );
}
