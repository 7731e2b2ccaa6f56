import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useToast } from '../../lib/toastContext';
import { useAuth } from '../../lib/auth/authContext';
import { MSG } from '../auth';
import { ProfileCover } from '../../ui/ProfileCover';
import { imageProblem, useFilePreview } from '../../lib/useFilePreview';

const COVER_MAX_MB = 10;

/** The cover of the edit page: pick an image, preview it, upload it on its own (POST /auth/profile/cover). */
export function CoverUploader() {
  const { user, uploadCover } = useAuth();
  const toast = useToast();
  const { chosen, choose } = useFilePreview();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = file && imageProblem(file, COVER_MAX_MB);
    if (problem) {
      toast.error(problem);
      return;
    }
    choose(file);
  };

  const save = async () => {
    if (!chosen) {
      return;
    }
    setProgress(0);
    const outcome = await uploadCover(chosen.file, ({ percent }) => setProgress(percent));
    setProgress(null);
    if (outcome.ok) {
      toast.success(MSG.coverSaved);
      choose(null);
    } else {
      toast.error(outcome.fieldErrors.cover?.[0] ?? outcome.message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ProfileCover cover={user?.cover} src={chosen?.url}>
        <Stack direction="row" sx={{ position: 'absolute', right: 12, bottom: 12, gap: 1 }}>
          {chosen ? (
            <>
              <Button variant="contained" color="inherit" disabled={uploading} onClick={() => choose(null)}>
                Cancel
              </Button>
              <Button variant="contained" loading={uploading} onClick={() => void save()}>
                Save cover
              </Button>
            </>
          ) : (
            <Button
              component="label"
              variant="contained"
              color="inherit"
              startIcon={<PhotoCameraIcon />}
              sx={{ bgcolor: 'rgba(255,255,255,0.9)' }}
            >
              {user?.cover ? 'Change cover' : 'Add a cover'}
              <input hidden type="file" accept="image/*" aria-label="Cover image file" onChange={onPick} />
            </Button>
          )}
        </Stack>
      </ProfileCover>
      {uploading && <LinearProgress variant="determinate" value={progress} aria-label="Cover upload progress" />}
      {chosen && !uploading && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          Preview of {chosen.file.name}: save it to show it on your profile.
        </Typography>
      )}
    </Paper>
  );
}
