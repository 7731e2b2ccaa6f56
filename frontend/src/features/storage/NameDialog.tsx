import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  error?: string | null;
  busy?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a name (a new folder). */
export function NameDialog({ open, title, label, confirmLabel, error, busy = false, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) {
      onSubmit(name.trim());
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit } as object, transition: { onExited: () => setName('') } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={label}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('storage:move.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
