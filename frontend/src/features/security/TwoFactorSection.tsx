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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { useToast } from '../../lib/toastContext';
import { FormPasswordField, FormTextField } from '../../ui/FormTextField';
import { reportFailure } from '../auth';
import { SecurityCard } from './SecurityCard';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetupDto } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

const failure = (error: unknown) => ({ ok: false as const, message: errorMessage(error), fieldErrors: fieldErrors(error) });

/** Copies `text`; says so in a toast either way. */
async function copy(text: string, toast: ReturnType<typeof useToast>, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error('Copying is not allowed here: select the text and copy it yourself.');
  }
}

function downloadCodes(codes: string[]): void {
  const text = `Plaza recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'plaza-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/** Step 1 of enrolment: the QR code and the secret, then the first code turns it on. */
function SetupStep({ setup, onDone, onCancel }: { setup: TotpSetupDto; onDone: (codes: string[]) => void; onCancel: () => void }) {
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
          alt="QR code to scan with your authenticator app"
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, flexShrink: 0 }}
        />
        <Stack sx={{ gap: 1.5, minWidth: 0 }}>
          <Typography>
            1. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy, Aegis…). Or type this key in
            it:
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography
              component="code"
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all', bgcolor: 'action.hover', px: 1, py: 0.5, borderRadius: 1 }}
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(setup.secret, toast, 'Key')}>
              Copy
            </Button>
          </Stack>
          <Typography>2. Enter the 6-digit code the app shows for Plaza.</Typography>
          <FormTextField
            control={control}
            name="code"
            rules={{ required: 'Enter the 6-digit code from your authenticator app.' }}
            label="6-digit code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, style: { fontFamily: 'monospace', letterSpacing: 4 } } }}
            sx={{ maxWidth: 240 }}
          />
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Turn on
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 2: the ten recovery codes, shown this once. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const toast = useToast();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="success">Two-factor authentication is on.</Alert>
      <Typography>
        Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once if you lose your
        phone. <strong>They are shown only now.</strong>
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
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
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(codes.join('\n'), toast, 'Recovery codes')}>
          Copy
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => downloadCodes(codes)}>
          Download
        </Button>
        <Button variant="contained" onClick={onSaved}>
          I saved them
        </Button>
      </Stack>
    </Stack>
  );
}

/** Turning it off: the password and a code (or a recovery code). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { userChanged } = useAuth();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { password: '', code: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await callApi(() => AuthService.disableTotp({ requestBody: { password: values.password, code: values.code.trim() } }));
      userChanged(user);
      toast.success('Two-factor authentication is off.');
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
          rules={{ required: 'Enter your password.' }}
          label="Password"
          autoComplete="current-password"
          fullWidth
        />
        <FormTextField
          control={control}
          name="code"
          rules={{ required: 'Enter the 6-digit code from your authenticator app.' }}
          label="Code or recovery code"
          autoComplete="one-time-code"
          fullWidth
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
          Turn off
        </Button>
      </Stack>
    </Stack>
  );
}

/** The security page's authenticator-app section: enrol, see the state, turn off. */
export function TwoFactorSection() {
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
      toast.error(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const idle = () => setStep({ kind: 'idle' });
  return (
    <SecurityCard
      title="Two-factor authentication"
      description="Besides your password, signing in asks for a code from an authenticator app on your phone. A stolen password is then not enough."
      action={
        enabled ? (
          <Chip icon={<CheckCircleIcon />} color="success" label="On" variant="outlined" />
        ) : (
          <Chip label="Off" variant="outlined" />
        )
      }
    >
      {step.kind === 'setup' && <SetupStep setup={step.setup} onDone={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onSaved={idle} />}
      {step.kind === 'disable' && <DisableForm onDone={idle} onCancel={idle} />}
      {step.kind === 'idle' &&
        (enabled ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2 }}>
            <Typography>Signing in asks for a code from your authenticator app, or one of your recovery codes.</Typography>
            <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })} sx={{ flexShrink: 0 }}>
              Turn off
            </Button>
          </Stack>
        ) : (
          <Button variant="contained" onClick={() => void start()} loading={starting}>
            Set up an authenticator app
          </Button>
        ))}
    </SecurityCard>
  );
}
