import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PostsService } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import { growingText } from '../../ui/growingText';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { withUploadProgress } from '../../lib/upload';
import { useAuth } from '../../lib/auth/authContext';
import { imageProblem, useFilePreview } from '../../lib/useFilePreview';
import { UserAvatar } from '../../ui/UserAvatar';
import { addMyPost } from './api';
import { FileButton } from '../../ui/FileButton';
import './words';

export const POST_MAX = 5000;
export const POST_IMAGE_MAX_MB = 10;

interface Values {
  body: string;
}

/** Writes on my wall: text (1 to 5000 characters) and an optional image, previewed, with upload progress. */
export function PostComposer() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const { chosen, choose } = useFilePreview();
  const [progress, setProgress] = useState<number | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<Values>({ defaultValues: { body: '' } });

  const publish = useMutation({
    mutationFn: ({ body, image }: { body: string; image?: File }) =>
      callApi(() =>
        image
          ? withUploadProgress(({ percent }) => setProgress(percent), () => PostsService.createPost({ formData: { body, image } }))
          : PostsService.createPost({ formData: { body } }),
      ),
    onMutate: ({ image }) => setProgress(image ? 0 : null),
    onSettled: () => setProgress(null),
    onSuccess: ({ data }) => {
      addMyPost(queryClient, data);
      reset({ body: '' });
      choose(null);
      toast.success(t('posts:composer.posted'));
    },
    onError: (error) => {
      const fields = fieldErrors(error);
      if (fields.body?.[0]) {
        setError('body', { message: fields.body[0] });
      } else {
        toast.error(fields.image?.[0] ?? errorMessage(error));
      }
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = file && imageProblem(file, POST_IMAGE_MAX_MB);
    if (problem) {
      toast.error(problem);
      return;
    }
    choose(file);
  };

  if (!user) {
    return null;
  }
  const busy = publish.isPending;
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t('posts:composer.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(({ body }) => publish.mutate({ body: body.trim(), image: chosen?.file }))(event)}
      sx={{ p: 2, overflow: 'hidden' }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <UserAvatar user={user} />
        <FormTextField
          control={control}
          name="body"
          rules={{
            validate: (value: string) => value.trim().length > 0 || t('posts:composer.empty'),
            maxLength: { value: POST_MAX, message: t('posts:composer.tooLong', { max: POST_MAX }) },
          }}
          placeholder={t('posts:composer.placeholder', { name: user.first_name })}
          disabled={busy}
          {...growingText(2, 12, { htmlInput: { 'aria-label': t('posts:composer.write') } })}
        />
      </Stack>
      {chosen && (
        <Box sx={{ position: 'relative', mt: 1.5, ml: { sm: 7.5 }, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
          <Box
            component="img"
            src={chosen.url}
            alt={t('posts:composer.preview', { name: chosen.file.name })}
            sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'contain' }}
          />
          {!busy && (
            <IconButton
              aria-label={t('posts:composer.removeImage')}
              onClick={() => choose(null)}
              size="small"
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
      {progress !== null && (
        <Stack sx={{ mt: 1.5, ml: { sm: 7.5 }, gap: 0.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('posts:composer.progressLabel')} />
          <Typography variant="caption" color="text.secondary">
            {t('posts:composer.uploading', { progress })}
          </Typography>
        </Stack>
      )}
      <Stack direction="row" sx={{ mt: 1.5, ml: { sm: 7.5 }, gap: 1, alignItems: 'center' }}>
        <FileButton
          color="inherit"
          startIcon={<ImageIcon color="success" />}
          disabled={busy}
          sx={{ color: 'text.secondary' }}
          accept="image/jpeg,image/png,image/webp,image/gif"
          inputLabel={t('posts:composer.fileLabel')}
          onChange={onPick}
        >
          {chosen ? t('posts:composer.changePhoto') : t('posts:composer.photo')}
        </FileButton>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" loading={busy} sx={{ px: 3 }}>
          {t('posts:composer.post')}
        </Button>
      </Stack>
    </Paper>
  );
}
