import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { callApi, errorMessage, fieldErrors } from '../../../lib/api';
import type { ContentKind } from './kinds';
import { optionalText, requiredText } from './rules';
import '../words';

export const TITLE_MAX = 255;

interface Values {
  title: string;
  text: string;
}

interface Props<T> {
  open: boolean;
  onClose: () => void;
  /** What is edited: its dialog's title and toast say so. */
  kind: ContentKind;
  /** The current title and caption (or description). */
  initial: Values;
  /** The text field's label (a translation key) and the API's name for it ('caption'). */
  text: { label: string; field: string; max: number };
  /** Sends the changes (an empty text removes it); its answer goes to `onSaved`. */
  save: (values: Values) => Promise<{ data: T }>;
  onSaved: (item: T) => void;
}

/**
 * The owner's edit of a picture's or a video's title and caption (description), in a dialog over
 * the item's page: the API's own messages go under the fields.
 */
export function EditDetailsDialog<T>({ open, onClose, kind, initial, text, save, onSaved }: Props<T>) {
  const toast = useToast();
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, setError, reset } = useForm<Values>({ values: initial });
  const mutation = useMutation({
    mutationFn: (values: Values) => callApi(() => save(values)),
    onSuccess: ({ data }) => {
      onSaved(data);
      toast.success(t(`community:kinds.${kind}.updated`));
      onClose();
    },
    onError: (error) => {
      const errors = fieldErrors(error);
      const placed = (['title', text.field] as const).filter((field) => errors[field]);
      placed.forEach((field, i) =>
        setError(field === 'title' ? 'title' : 'text', { type: 'server', message: errors[field][0] }, { shouldFocus: i === 0 }),
      );
      if (placed.length === 0) {
        toast.error(errorMessage(error));
      }
    },
  });
  const close = () => {
    if (!mutation.isPending) {
      reset(initial);
      onClose();
    }
  };
  const submit = handleSubmit((values) => mutation.mutate({ title: values.title.trim(), text: values.text }));
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t(`community:kinds.${kind}.edit`)}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <FormTextField control={control} name="title" rules={requiredText(TITLE_MAX)} label={t('community:fields.title')} autoFocus />
            <FormTextField control={control} name="text" rules={optionalText(text.max)} label={t(text.label)} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close} disabled={mutation.isPending}>
            {t('community:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('community:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
