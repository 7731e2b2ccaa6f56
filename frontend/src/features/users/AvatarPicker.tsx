import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/api';
import { UserAvatar } from '../../ui/UserAvatar';
import { imageProblem, type ChosenFile } from '../../lib/useFilePreview';
import { FileButton } from '../../ui/FileButton';
import './words';

export const AVATAR_MAX_MB = 5;

interface Props {
  user: SessionUser;
  chosen: ChosenFile | null;
  onChoose: (file: File | null) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
}

/** The photo of the profile form: the current avatar or the chosen file's preview. */
export function AvatarPicker({ user, chosen, onChoose, onProblem, disabled }: Props) {
  const { t } = useTranslation();
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = file && imageProblem(file, AVATAR_MAX_MB);
    if (problem) {
      onProblem(problem);
      return;
    }
    onChoose(file);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <UserAvatar user={user} size={96} src={chosen?.url} />
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Stack direction="row" sx={{ gap: 1 }}>
          <FileButton variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled} accept="image/*" inputLabel={t('users:photo.file')} onChange={onPick}>
            {user.avatar || chosen ? t('users:photo.another') : t('users:photo.choose')}
          </FileButton>
          {chosen && (
            <Button color="inherit" onClick={() => onChoose(null)} disabled={disabled}>
              {t('users:undo')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {chosen ? t('users:photo.chosen', { name: chosen.file.name }) : t('users:photo.formats', { max: AVATAR_MAX_MB })}
        </Typography>
      </Stack>
    </Stack>
  );
}
