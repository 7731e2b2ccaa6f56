import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { AccountService } from '@plaza/sdk';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { useToast } from '../../lib/toastContext';
import { useCancelDeletion } from './deletion';
import { deletionSentence, useDeletionDate } from './deletionDate';
import { SecurityCard } from './SecurityCard';
import './words';

/**
 * "Delete your account": confirmed with the password (and a second-factor code when the server
 * asks for one), erased after the grace period; until then the section and the banner cancel it.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { user, userChanged } = useAuth();
  const toast = useToast();
  const when = useDeletionDate();
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The code field shows when two-factor sign-in is on (or the server asks for it, the account having changed elsewhere).
  const [askedCode, setAskCode] = useState(false);
  const askCode = askedCode || Boolean(user?.two_factor_enabled);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const titleId = useId();
  const schedule = useMutation({
    mutationFn: () => callApi(() => AccountService.scheduleDeletion({ requestBody: { password, ...(askCode ? { code } : {}) } })),
    onSuccess: ({ data }) => {
      if (user) {
        userChanged({ ...user, deletion_scheduled_at: data.deletion_scheduled_at });
      }
      setOpen(false);
      setPassword('');
      setCode('');
      toast.success(t('security:delete.scheduled'));
    },
    onError: (error) => {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (byField.code) {
        setAskCode(true);
      }
      if (!Object.keys(byField).length) {
        toast.error(translateApiMessage(errorMessage(error)));
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    schedule.mutate();
  };

  return (
    <SecurityCard
      title={t('security:delete.title')}
      description={
        when
          ? `${deletionSentence(when)} ${t('security:delete.untilThen')}`
          : t('security:delete.description')
      }
      action={
        when ? (
          <Button variant="outlined" onClick={() => cancel.mutate()} loading={cancel.isPending} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {t('security:deletion.cancel')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {t('security:delete.open')}
          </Button>
        )
      }
    >
      <Dialog open={open} onClose={schedule.isPending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('security:delete.dialogTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('security:delete.dialogText')}</DialogContentText>
            <TextField
              label={t('security:delete.password')}
              type="password"
              autoComplete="current-password"
              fullWidth
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password && translateApiMessage(errors.password[0])}
            />
            {askCode && (
              <TextField
                label={t('security:delete.code')}
                autoComplete="one-time-code"
                fullWidth
                sx={{ mt: 2 }}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(errors.code)}
                helperText={errors.code ? translateApiMessage(errors.code[0]) : t('security:delete.codeHint')}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={() => setOpen(false)} disabled={schedule.isPending}>
              {t('security:cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={schedule.isPending} disabled={!password}>
              {t('security:delete.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SecurityCard>
  );
}
