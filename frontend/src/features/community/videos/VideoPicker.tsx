import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { MediaPickerProps } from '../kit/contentType';

/** The API's default limit (VIDEO_MAX_BYTES); a larger file is refused before it is sent. */
export const VIDEO_MAX_MB = 100;

/** Choose the video to upload: its name and size once chosen; a too large one is refused here. */
export function VideoPicker({ chosen, choose, error, setError }: MediaPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const file = chosen?.file;
  return (
    <>
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
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (picked && picked.size > VIDEO_MAX_MB * 1024 * 1024) {
            setError(`The video must be at most ${VIDEO_MAX_MB} MB`);
            return;
          }
          choose(picked);
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
