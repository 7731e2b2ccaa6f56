import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FolderIcon from '@mui/icons-material/Folder';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { StorageService, type StorageFolderRefDto, type StorageItemDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storageKeys } from './api';
import { useTranslation } from 'react-i18next';
import './words';

/** The folders directly inside `folderId` (the top for null). */
function useFoldersIn(folderId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: storageKeys.folders(folderId),
    enabled,
    queryFn: async () =>
      folderId === null
        ? (await StorageService.listStorage({ take: 100, sort: 'name', order: 'asc' })).data.filter((i) => i.kind === 'folder')
        : (await StorageService.listStorageFolders({ folderId, take: 100, sort: 'name', order: 'asc' })).data,
  });
}

interface Props {
  item: StorageItemDto | null;
  busy?: boolean;
  onMove: (folderId: number | null) => void;
  onClose: () => void;
}

/** "Move to": walks my folders from the top and moves the item into the one shown. */
export function MoveDialog({ item, busy = false, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<StorageFolderRefDto[]>([]);
  const here = trail.at(-1) ?? null;
  const folders = useFoldersIn(here?.id ?? null, item !== null);
  const alreadyThere = (item?.folder?.id ?? null) === (here?.id ?? null);
  return (
    <Dialog open={item !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth slotProps={{ transition: { onExited: () => setTrail([]) } }}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('storage:move.title', { name: item?.name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 240 }}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
          {[t('storage:views.mine'), ...trail.map((f) => f.name)].join(' / ')}
        </Typography>
        <List aria-label={t('storage:move.folders')}>
          {here && (
            <ListItemButton onClick={() => setTrail(trail.slice(0, -1))}>
              <ListItemIcon>
                <ArrowBackIcon />
              </ListItemIcon>
              <ListItemText primary={t('storage:move.back')} />
            </ListItemButton>
          )}
          {folders.isPending && <Skeleton sx={{ mx: 2 }} height={40} />}
          {folders.data?.map((folder) => (
            <ListItemButton key={folder.id} disabled={folder.id === item?.id} onClick={() => setTrail([...trail, { id: folder.id, name: folder.name }])}>
              <ListItemIcon>
                <FolderIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={folder.name} />
            </ListItemButton>
          ))}
          {folders.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('storage:move.noFolders')}
            </Typography>
          )}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('storage:move.cancel')}
        </Button>
        <Button variant="contained" loading={busy} disabled={alreadyThere} onClick={() => onMove(here?.id ?? null)}>
          {t('storage:move.here')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
