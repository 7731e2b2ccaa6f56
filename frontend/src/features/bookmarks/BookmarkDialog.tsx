import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, type BookmarkDto, type BookmarkGroup, type CreateBookmarkDto } from '@plaza/sdk';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { BOOKMARK_GROUPS } from './api';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  open: boolean;
  /** The bookmark edited; none to add one. */
  bookmark: BookmarkDto | null;
  group: BookmarkGroup;
  onSave: (values: CreateBookmarkDto) => Promise<void>;
  onClose: () => void;
}

const fieldErrors = (error: unknown): Record<string, string[]> =>
  error instanceof ApiError && typeof error.body === 'object' && error.body && 'errors' in error.body ? (error.body as { errors: Record<string, string[]> }).errors : {};

/** Adds or edits a bookmark; a refusal shows the server's message. */
export function BookmarkDialog({ open, bookmark, group, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CreateBookmarkDto>({ group, title: '', url: '', description: '' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(error);
  const set = (key: keyof CreateBookmarkDto) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(values);
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true } as object,
        transition: {
          onEnter: () => {
            setError(null);
            setValues(bookmark ? { group: bookmark.group, title: bookmark.title, url: bookmark.url, description: bookmark.description ?? '' } : { group, title: '', url: '', description: '' });
          },
        },
      }}
    >
      <DialogTitle>{bookmark ? t('bookmarks:dialog.editTitle') : t('bookmarks:dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {/* A field's refusal shows under its field only; the alert is for the rest. */}
          {error !== null && Object.keys(errors).length === 0 && <Alert severity="error">{errorMessage(error)}</Alert>}
          <TextField select label={t('bookmarks:dialog.group')} value={values.group} onChange={set('group')} error={Boolean(errors.group)} helperText={errors.group?.[0]}>
            {BOOKMARK_GROUPS.map((g) => (
              <MenuItem key={g.group} value={g.group}>
                {t(g.label)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('bookmarks:dialog.titleLabel')} required value={values.title} onChange={set('title')} error={Boolean(errors.title)} helperText={errors.title?.[0]} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <TextField
            label={t('bookmarks:dialog.address')}
            required
            type="url"
            placeholder="mail.example.com"
            value={values.url}
            onChange={set('url')}
            error={Boolean(errors.url)}
            helperText={errors.url?.[0]}
          />
          <TextField label={t('bookmarks:dialog.description')} multiline minRows={2} value={values.description} onChange={set('description')} error={Boolean(errors.description)} helperText={errors.description?.[0]} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('bookmarks:dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {bookmark ? t('bookmarks:dialog.save') : t('bookmarks:dialog.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
