import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/authContext';
import { ProfileCover } from '../../ui/ProfileCover';
import { imageProblem, type ChosenFile } from '../../lib/useFilePreview';
import { FileButton } from '../../ui/FileButton';
import './words';

export const COVER_MAX_MB = 10;

interface Props {
  chosen: ChosenFile | null;
  onChoose: (file: File | null) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
}

/** The cover of the edit page: pick an image and preview it; the page's "Save changes" uploads it. */
export function CoverUploader({ chosen, onChoose, onProblem, disabled }: Props) {
  const { user } = useAuth();
  const { t } = useTranslation();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = file && imageProblem(file, COVER_MAX_MB);
    if (problem) {
      onProblem(problem);
      return;
    }
    onChoose(file);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ProfileCover cover={user?.cover} src={chosen?.url}>
        <Stack direction="row" sx={{ position: 'absolute', right: 12, bottom: 12, gap: 1 }}>
          {chosen && (
            <Button variant="contained" color="inherit" disabled={disabled} onClick={() => onChoose(null)}>
              {t('users:undo')}
            </Button>
          )}
          <FileButton
            variant="contained"
            color="inherit"
            disabled={disabled}
            startIcon={<PhotoCameraIcon />}
            sx={{ bgcolor: 'rgba(255,255,255,0.9)' }}
            accept="image/*"
            inputLabel={t('users:cover.file')}
            onChange={onPick}
          >
            {chosen ? t('users:cover.another') : user?.cover ? t('users:cover.change') : t('users:cover.add')}
          </FileButton>
        </Stack>
      </ProfileCover>
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('users:cover.chosen', { name: chosen.file.name })}
        </Typography>
      )}
    </Paper>
  );
}
