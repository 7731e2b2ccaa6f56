import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { MediaPickerProps } from '../kit/contentType';
import '../words';

/** The API's default limit (VIDEO_MAX_BYTES); a larger file is refused before it is sent. */
export const VIDEO_MAX_MB = 100;

/** '12.5' (MB), with the interface language's decimal sign. */
const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Choose the video to upload: its name and size once chosen; a too large one is refused here. */
export function VideoPicker({ chosen, choose, error, setError }: MediaPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const file = chosen?.file;
  return (
    <>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
          {file ? t('community:videos.form.another') : t('community:videos.form.choose')}
        </Button>
        {file && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {file.name} · {t('community:videos.form.size', { size: megabytes(file.size) })}
          </Typography>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="video/*"
        hidden
        aria-label={t('community:videos.form.choose')}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (picked && picked.size > VIDEO_MAX_MB * 1024 * 1024) {
            setError(t('community:videos.form.tooLarge', { max: VIDEO_MAX_MB }));
            return;
          }
          choose(picked);
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
