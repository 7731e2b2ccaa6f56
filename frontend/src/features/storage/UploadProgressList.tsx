import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes } from './api';
import type { UploadState } from './useUploads';
import { useTranslation } from 'react-i18next';
import './words';

/** Each upload under way with its progress; a failed one keeps its message until dismissed. */
export function UploadProgressList({ uploads, onDismiss }: { uploads: UploadState[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation();
  if (!uploads.length) {
    return null;
  }
  return (
    <Stack component="ul" aria-label={t('storage:upload.list')} sx={{ listStyle: 'none', p: 0, my: 1, gap: 1 }}>
      {uploads.map((u) => (
        <Stack component="li" key={u.key} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {u.name} · {formatBytes(u.size)} · {u.status === 'failed' ? u.error : `${u.percent}%`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={u.status === 'failed' ? 100 : u.percent}
              color={u.status === 'failed' ? 'error' : 'primary'}
              aria-label={t('storage:upload.uploading', { name: u.name })}
            />
          </Stack>
          {u.status === 'failed' && (
            <IconButton size="small" aria-label={t('storage:upload.dismiss', { name: u.name })} onClick={() => onDismiss(u.key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
