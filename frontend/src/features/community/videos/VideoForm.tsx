import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VideosService } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { FormFrame } from '../shared/FormFrame';
import { optionalText, requiredText } from '../shared/rules';
import { useUpload } from '../shared/useUpload';

/** The API's default limit (VIDEO_MAX_BYTES); a larger file is refused before it is sent. */
export const VIDEO_MAX_MB = 100;

interface Values {
  title: string;
  description: string;
}

/** Uploads a video with progress; the server then prepares it (its page shows how far). */
export function VideoForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { title: '', description: '' } });
  const { mutation, progress } = useUpload({
    fields: ['title', 'description'],
    setError,
    send: (v: Values) => VideosService.createVideo({ formData: { title: v.title, ...(v.description.trim() ? { description: v.description } : {}), video: file! } }),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['videos'] });
      queryClient.setQueryData(['videos', 'item', data.id], data);
      toast.success('Uploaded: your video is being prepared.');
      void navigate(`/videos/${data.id}`);
    },
  });
  const submit = handleSubmit((values) => {
    if (!file) {
      setFileError('Choose a video');
      return;
    }
    mutation.mutate(values);
  });
  return (
    <FormFrame title="Upload a video" submitLabel="Upload" busy={mutation.isPending} progress={progress} onSubmit={(e) => void submit(e)}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
          {file ? 'Choose another video' : 'Choose a video'}
        </Button>
        {file && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {file.name} · {(file.size / 1024 / 1024).toFixed(1)} MB
          </Typography>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="video/*"
        hidden
        aria-label="Choose a video"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (chosen && chosen.size > VIDEO_MAX_MB * 1024 * 1024) {
            setFileError(`The video must be at most ${VIDEO_MAX_MB} MB`);
            return;
          }
          setFileError(undefined);
          setFile(chosen);
        }}
      />
      {fileError && <FormHelperText error>{fileError}</FormHelperText>}
      <FormTextField control={control} name="title" label="Title" rules={requiredText(255)} />
      <FormTextField control={control} name="description" label="Description (optional)" rules={optionalText(5000)} multiline minRows={3} />
    </FormFrame>
  );
}
