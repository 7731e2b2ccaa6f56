import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, ReportsService, type ReportReason, type ReportSubjectType } from '@plaza/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../lib/api';
import { useToast } from '../lib/toastContext';

/** What a member can report, and what they call it in the dialog's title ('post', 'message'). */
export interface ReportSubject {
  type: ReportSubjectType;
  id: number;
  noun: string;
}

/** The reasons, in the order offered; each one's label and hint are `common:report.reasons.<reason>.*`. */
export const REPORT_REASONS: ReportReason[] = [
  'spam',
  'harassment',
  'hate',
  'sexual',
  'violence',
  'illegal',
  'scam',
  'impersonation',
  'miscategorized',
  'other',
];

interface Props {
  subject: ReportSubject | null;
  onClose: () => void;
}

/** Asks why, then reports the subject to the moderators. A second report of the same thing is told kindly. */
export function ReportDialog({ subject, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const close = () => {
    setReason('');
    setDetails('');
    onClose();
  };
  const send = useMutation({
    mutationFn: (s: ReportSubject) =>
      callApi(() =>
        ReportsService.createReport({
          requestBody: {
            subject_type: s.type,
            subject_id: s.id,
            reason: reason as ReportReason,
            details: details.trim() || undefined,
          },
        }),
      ),
    onSuccess: () => {
      toast.success(t('common:report.thanks'));
      close();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.info(errorMessage(error));
        close();
        return;
      }
      toast.error(errorMessage(error));
    },
  });
  return (
    <Dialog open={subject !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('common:report.title', { noun: subject?.noun ?? '' })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('common:report.intro')}
        </Typography>
        <RadioGroup aria-label={t('common:report.reason')} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
          {REPORT_REASONS.map((r) => (
            <FormControlLabel
              key={r}
              value={r}
              control={<Radio size="small" />}
              label={
                <span>
                  {t(`common:report.reasons.${r}.label`)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`common:report.reasons.${r}.hint`)}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
        <TextField
          label={t('common:report.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!reason || send.isPending}
          onClick={() => subject && send.mutate(subject)}
        >
          {t('common:report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
