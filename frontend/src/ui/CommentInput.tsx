import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';
import { useToast } from '../lib/toastContext';
import { errorMessage } from '../lib/api';
import { useAuth } from '../lib/auth/authContext';
import { growingText } from './growingText';
import { UserAvatar } from './UserAvatar';

/** The longest comment, on the wall and in the community sections alike. */
export const COMMENT_MAX = 2000;

interface Props<T> {
  /** Sends the comment's text (trimmed); what it answers goes to `onSent`. */
  send: (body: string) => Promise<T>;
  onSent?: (answer: T) => void;
  autoFocus?: boolean;
}

/**
 * The comment box under a post, a blog post, a picture or a video: the member's avatar and a
 * rounded field where Enter sends and Shift+Enter starts a new line. It empties once sent; a
 * failure is told in a toast and the text stays.
 */
export function CommentInput<T>({ send, onSent, autoFocus = false }: Props<T>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const toast = useToast();
  const { control, handleSubmit, reset } = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      reset({ body: '' });
      onSent?.(answer);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = handleSubmit(({ body }) => mutation.mutate(body.trim()));

  return (
    <Stack component="form" direction="row" noValidate onSubmit={(e) => void submit(e)} sx={{ gap: 1, alignItems: 'flex-start' }}>
      {user && <UserAvatar user={user} size={36} sx={{ mt: 0.25 }} />}
      <FormTextField
        control={control}
        name="body"
        rules={{
          validate: (value: string) => value.trim().length > 0 || t('common:comment.empty'),
          maxLength: { value: COMMENT_MAX, message: t('common:comment.tooLong', { max: COMMENT_MAX }) },
        }}
        placeholder={t('common:comment.placeholder')}
        size="small"
        autoFocus={autoFocus}
        disabled={mutation.isPending}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        {...growingText(1, 6, {
          htmlInput: { 'aria-label': t('common:comment.label') },
          input: {
            sx: { borderRadius: 5, bgcolor: 'grey.50' },
            endAdornment: (
              <InputAdornment position="end" sx={{ alignSelf: 'flex-end', mb: 1.5 }}>
                <IconButton type="submit" aria-label={t('common:comment.send')} edge="end" size="small" color="primary" loading={mutation.isPending}>
                  <SendIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        })}
      />
    </Stack>
  );
}
