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
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { useToast } from '../../lib/toastContext';
import { useCancelDeletion } from './deletion';
import { deletionSentence, useDeletionDate } from './deletionDate';
import { SecurityCard } from './SecurityCard';

/**
 * "Delete your account": confirmed with the password (and a second-factor code when the server
 * asks for one), erased after the grace period; until then the section and the banner cancel it.
 */
export function DeleteAccountSection() {
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
      toast.success('Your account is scheduled for deletion. Sign in before the date to cancel it.');
    },
    onError: (error) => {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (byField.code) {
        setAskCode(true);
      }
      if (!Object.keys(byField).length) {
        toast.error(errorMessage(error));
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
      title="Delete your account"
      description={
        when
          ? `${deletionSentence(when)} Until then you can sign in and change your mind.`
          : 'Your profile, posts, comments, likes, friends, listings, community posts, pictures, videos, bookmarks and stored files are erased. Messages you sent stay readable to the people you sent them to, signed “Deleted member”. You have a grace period to change your mind: sign in and cancel. Download your data first if you want to keep a copy.'
      }
      action={
        when ? (
          <Button variant="outlined" onClick={() => cancel.mutate()} loading={cancel.isPending} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Cancel deletion
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Delete my account
          </Button>
        )
      }
    >
      <Dialog open={open} onClose={schedule.isPending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Enter your password to confirm. Your account is deleted after the grace period unless you cancel.</DialogContentText>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password?.[0]}
            />
            {askCode && (
              <TextField
                label="Authentication code"
                autoComplete="one-time-code"
                fullWidth
                sx={{ mt: 2 }}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(errors.code)}
                helperText={errors.code?.[0] ?? 'From your authenticator app, or a recovery code'}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={() => setOpen(false)} disabled={schedule.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" loading={schedule.isPending} disabled={!password}>
              Delete account
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SecurityCard>
  );
}
