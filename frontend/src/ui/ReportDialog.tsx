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
import { callApi, errorMessage } from '../lib/api';
import { useToast } from '../lib/toastContext';

/** What a member can report, and what they call it in the dialog's title ('post', 'message'). */
export interface ReportSubject {
  type: ReportSubjectType;
  id: number;
  noun: string;
}

/** The reasons, as members read them, in the order offered. */
export const REPORT_REASONS: { value: ReportReason; label: string; hint: string }[] = [
  { value: 'spam', label: 'Spam', hint: 'Ads, repeated posts, misleading links' },
  { value: 'harassment', label: 'Harassment or bullying', hint: 'Targets someone to hurt or intimidate them' },
  { value: 'hate', label: 'Hate speech', hint: 'Attacks people for who they are' },
  { value: 'sexual', label: 'Sexual content', hint: 'Nudity or sexual material' },
  { value: 'violence', label: 'Violence or threats', hint: 'Threatens or glorifies violence' },
  { value: 'illegal', label: 'Something illegal', hint: 'Drugs, weapons, stolen goods…' },
  { value: 'scam', label: 'Scam or fraud', hint: 'Tries to trick people out of money or data' },
  { value: 'impersonation', label: 'Impersonation', hint: 'Pretends to be someone else' },
  { value: 'miscategorized', label: 'In the wrong section', hint: 'Belongs somewhere else on Plaza' },
  { value: 'other', label: 'Something else', hint: 'Tell the moderators below' },
];

interface Props {
  subject: ReportSubject | null;
  onClose: () => void;
}

/** Asks why, then reports the subject to the moderators. A second report of the same thing is told kindly. */
export function ReportDialog({ subject, onClose }: Props) {
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
      toast.success('Thanks for telling us. A moderator will look at it.');
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
      <DialogTitle id="report-title">Report this {subject?.noun}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Why are you reporting it? Only Plaza’s moderators see your report.
        </Typography>
        <RadioGroup aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
          {REPORT_REASONS.map((r) => (
            <FormControlLabel
              key={r.value}
              value={r.value}
              control={<Radio size="small" />}
              label={
                <span>
                  {r.label}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {r.hint}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
        <TextField
          label="Anything moderators should know (optional)"
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
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!reason || send.isPending}
          onClick={() => subject && send.mutate(subject)}
        >
          Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
