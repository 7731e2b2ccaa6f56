import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { PostsService, type PostDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../app/components/FormTextField';
import { useToast } from '../../app/toasts/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { useAuth } from '../auth/authContext';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { addComment } from './api';

export const COMMENT_MAX = 2000;

interface Values {
  body: string;
}

/** The comment box under a post: Enter sends, Shift+Enter starts a new line. */
export function CommentForm({ post, autoFocus = false }: { post: PostDto; autoFocus?: boolean }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { control, handleSubmit, reset } = useForm<Values>({ defaultValues: { body: '' } });
  const send = useMutation({
    mutationFn: (body: string) => callApi(() => PostsService.createComment({ id: post.id, requestBody: { body } })),
    onSuccess: ({ data }) => {
      addComment(queryClient, data);
      reset({ body: '' });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = handleSubmit(({ body }) => send.mutate(body.trim()));

  return (
    <Stack component="form" direction="row" noValidate onSubmit={(e) => void submit(e)} sx={{ gap: 1, alignItems: 'flex-start' }}>
      {user && <UserAvatar user={user} size={36} sx={{ mt: 0.25 }} />}
      <FormTextField
        control={control}
        name="body"
        rules={{
          validate: (value: string) => value.trim().length > 0 || 'Write something first.',
          maxLength: { value: COMMENT_MAX, message: `A comment is at most ${COMMENT_MAX} characters.` },
        }}
        placeholder="Write a comment…"
        size="small"
        multiline
        maxRows={6}
        autoFocus={autoFocus}
        disabled={send.isPending}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        slotProps={{
          htmlInput: { 'aria-label': 'Write a comment' },
          input: {
            sx: { borderRadius: 5, bgcolor: 'grey.50' },
            endAdornment: (
              <InputAdornment position="end" sx={{ alignSelf: 'flex-end', mb: 1.5 }}>
                <IconButton type="submit" aria-label="Send comment" edge="end" size="small" color="primary" loading={send.isPending}>
                  <SendIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
