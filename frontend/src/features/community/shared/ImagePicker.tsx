import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { imageProblem, type ChosenFile } from '../../../lib/useFilePreview';
import '../words';

/** The largest image the API takes for community content. */
export const CONTENT_IMAGE_MAX_MB = 10;

interface Props {
  chosen: ChosenFile | null;
  choose: (file: File | null) => void;
  /** The image already stored (when editing), shown until another is chosen. */
  current?: string | null;
  /** A translation key (default: 'Add an image'). */
  label?: string;
  error?: string;
}

/** Choose one image (only the first is used), with a preview and the API's limits checked first. */
export function ImagePicker({ chosen, choose, current, label = tk('community:image.add'), error }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = chosen?.url ?? current ?? null;
  return (
    <Stack sx={{ gap: 1 }}>
      {preview && (
        <Box component="img" src={preview} alt={t('community:image.chosen')} sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 2, alignSelf: 'flex-start' }} />
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()}>
          {chosen ? t('community:image.another') : t(label)}
        </Button>
        {chosen && (
          <Button color="inherit" onClick={() => choose(null)}>
            {t('community:image.remove')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        aria-label={t(label)}
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
