import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { imageProblem, type ChosenFile } from '../../../lib/useFilePreview';

/** The largest image the API takes for community content. */
export const CONTENT_IMAGE_MAX_MB = 10;

interface Props {
  chosen: ChosenFile | null;
  choose: (file: File | null) => void;
  /** The image already stored (when editing), shown until another is chosen. */
  current?: string | null;
  label?: string;
  error?: string;
}

/** Choose one image (only the first is used), with a preview and the API's limits checked first. */
export function ImagePicker({ chosen, choose, current, label = 'Add an image', error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = chosen?.url ?? current ?? null;
  return (
    <Stack sx={{ gap: 1 }}>
      {preview && (
        <Box component="img" src={preview} alt="Chosen image" sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 2, alignSelf: 'flex-start' }} />
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()}>
          {chosen ? 'Choose another image' : label}
        </Button>
        {chosen && (
          <Button color="inherit" onClick={() => choose(null)}>
            Remove
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          event.target.value = '';
          const why = file && imageProblem(file, CONTENT_IMAGE_MAX_MB);
          setProblem(why ?? null);
          if (file && !why) {
            choose(file);
          }
        }}
      />
      {(problem ?? error) && <FormHelperText error>{problem ?? error}</FormHelperText>}
    </Stack>
  );
}
