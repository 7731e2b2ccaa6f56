import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import '../words';

interface Props {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** Upload progress, 0–100 (null: none). */
  progress: number | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of a section's create or edit form: title, fields, upload progress, Cancel and the submit button. */
export function FormFrame({ title, submitLabel, busy, progress, onSubmit, children }: Props) {
  usePageTitle(title);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mx: 'auto' }}>
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {children}
        {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t('community:form.uploadProgress')} />}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => void navigate(-1)} disabled={busy}>
            {t('community:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
