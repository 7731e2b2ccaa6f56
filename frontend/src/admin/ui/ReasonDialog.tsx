import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../words';

/** Suspension lengths offered, in days. */
export const SUSPENSIONS = [1, 3, 7, 30] as const;

export interface ReasonResult {
  reason: string;
  /** End of a suspension (ISO), when asked for. */
  until?: string;
}

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The member reads the reason (warnings must have one). */
  reasonRequired?: boolean;
  /** Ask for a suspension length. */
  askDuration?: boolean;
  onClose: () => void;
  onConfirm: (result: ReasonResult) => void;
}

/** Asks a moderator why (and, for a suspension, for how long) before an action on a member. */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  reasonRequired = false,
  askDuration = false,
  onClose,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number>(7);
  const blank = reason.trim() === '';
  const confirm = () => {
    onConfirm({
      reason: reason.trim(),
      until: askDuration ? new Date(Date.now() + days * 86_400_000).toISOString() : undefined,
    });
    setReason('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" onClick={(e) => e.stopPropagation()}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {askDuration && (
            <TextField select label={t('admin:reason.suspendFor')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {SUSPENSIONS.map((d) => (
                <MenuItem key={d} value={d}>
                  {t('admin:reason.days', { count: d })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={reasonRequired ? t('admin:reason.required') : t('admin:reason.optional')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin:reason.cancel')}</Button>
        <Button variant="contained" color="error" disabled={reasonRequired && blank} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
