import { ReportDialog } from '../../ui/ReportDialog';
import { ReportMenuItem } from '../../ui/ReportMenu';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StorageItemDto } from '@plaza/sdk';
import { useState, type DragEvent, type ReactNode } from 'react';
import { mediaUrl } from '../../lib/api';
import { relativeTime } from '../../lib/format';
import { formatBytes, previewKind } from './api';
import { downloadUrl } from './PreviewDialog';
import { i18n } from '../../i18n';
import { useTranslation } from 'react-i18next';
import './words';

/** The drag payload of a storage item (its id). */
export const DRAG_TYPE = 'application/x-plaza-storage-item';

export interface ItemActions {
  open: (item: StorageItemDto) => void;
  rename: (item: StorageItemDto, name: string) => void;
  move: (item: StorageItemDto) => void;
  /** Drops item `draggedId` into folder `folder`. */
  dropInto: (draggedId: number, folder: StorageItemDto) => void;
  share: (item: StorageItemDto) => void;
  remove: (item: StorageItemDto) => void;
}

function ItemIcon({ item }: { item: StorageItemDto }) {
  const kind = previewKind(item.type);
  if (kind === 'image' && item.url) {
    return <Avatar variant="rounded" src={mediaUrl(item.url)} alt="" sx={{ width: 40, height: 40 }} />;
  }
  const Icon = item.kind === 'folder' ? (item.shared_count > 0 ? FolderSharedIcon : FolderIcon) : kind === 'pdf' ? PictureAsPdfIcon : kind === 'video' ? MovieIcon : InsertDriveFileIcon;
  return (
    <Avatar variant="rounded" sx={{ width: 40, height: 40, bgcolor: item.kind === 'folder' ? 'primary.light' : 'grey.200', color: item.kind === 'folder' ? 'primary.main' : 'text.secondary' }}>
      <Icon />
    </Avatar>
  );
}

function details(item: StorageItemDto, extra?: ReactNode): ReactNode {
  const what = item.kind === 'folder' ? i18n.t('storage:row.items', { count: item.items_count }) : formatBytes(item.size);
  const owner = item.is_mine ? '' : i18n.t('storage:row.from', { name: `${item.owner.first_name} ${item.owner.last_name}` });
  const shared = item.is_mine && item.shared_count > 0 ? i18n.t('storage:row.sharedWith', { count: item.shared_count }) : '';
  return (
    <>
      {what}
      {extra ? '' : ` · ${relativeTime(item.updated_at)}`}
      {owner}
      {shared}
      {item.hidden ? i18n.t('storage:row.hidden') : ''}
      {extra}
    </>
  );
}

/**
 * One file or folder: opens on click (a folder lists its content, a file shows its preview), is
 * renamed in place, dragged onto a folder to move it, and has a menu of the rest.
 */
export function StorageItemRow({ item, actions, extra }: { item: StorageItemDto; actions: ItemActions; extra?: ReactNode }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const [dropping, setDropping] = useState(false);
  const folderTarget = item.kind === 'folder' && item.is_mine;

  const finishRename = () => {
    setRenaming(false);
    if (name.trim() && name.trim() !== item.name) {
      actions.rename(item, name.trim());
    } else {
      setName(item.name);
    }
  };
  const onDrop = (event: DragEvent) => {
    setDropping(false);
    const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (folderTarget && dragged && dragged !== item.id) {
      event.preventDefault();
      actions.dropInto(dragged, item);
    }
  };
  const act = (fn: (item: StorageItemDto) => void) => () => {
    setMenu(null);
    fn(item);
  };

  return (
    <ListItem
      disablePadding
      draggable={item.is_mine && !renaming}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(item.id))}
      onDragOver={(event) => {
        if (folderTarget && event.dataTransfer.types.includes(DRAG_TYPE)) {
          event.preventDefault();
          setDropping(true);
        }
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      sx={{ borderRadius: 1, outline: dropping ? '2px dashed' : 'none', outlineColor: 'primary.main', bgcolor: dropping ? 'action.hover' : undefined }}
      secondaryAction={
        <IconButton edge="end" aria-label={t('storage:row.actions', { name: item.name })} onClick={(event) => setMenu(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      }
    >
      {renaming ? (
        <ListItem sx={{ pr: 7 }}>
          <ListItemAvatar>
            <ItemIcon item={item} />
          </ListItemAvatar>
          <TextField
            autoFocus
            size="small"
            fullWidth
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={finishRename}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                finishRename();
              } else if (event.key === 'Escape') {
                setName(item.name);
                setRenaming(false);
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': t('storage:row.newName', { name: item.name }), maxLength: 255 } }}
          />
        </ListItem>
      ) : (
        <ListItemButton onClick={() => actions.open(item)} sx={{ pr: 7 }}>
          <ListItemAvatar>
            <ItemIcon item={item} />
          </ListItemAvatar>
          <ListItemText
            primary={item.name}
            secondary={details(item, extra)}
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
        </ListItemButton>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {item.url && (
          <MenuItem component="a" href={downloadUrl(item)} onClick={() => setMenu(null)}>
            <ListItemIcon>
              <DownloadIcon fontSize="small" />
            </ListItemIcon>
            {t('storage:row.download')}
          </MenuItem>
        )}
        {item.is_mine && [
          <MenuItem key="rename" onClick={() => { setMenu(null); setRenaming(true); }}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            {t('storage:row.rename')}
          </MenuItem>,
          <MenuItem key="move" onClick={act(actions.move)}>
            <ListItemIcon>
              <DriveFileMoveIcon fontSize="small" />
            </ListItemIcon>
            {t('storage:row.move')}
          </MenuItem>,
          <MenuItem key="share" onClick={act(actions.share)}>
            <ListItemIcon>
              <ShareIcon fontSize="small" />
            </ListItemIcon>
            {t('storage:row.share')}
          </MenuItem>,
          <MenuItem key="delete" onClick={act(actions.remove)} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            {t('storage:row.delete')}
          </MenuItem>,
        ]}
        {!item.is_mine && (
          <ReportMenuItem
            noun={item.kind === 'folder' ? t('storage:row.folderNoun') : t('storage:row.fileNoun')}
            onClick={() => {
              setMenu(null);
              setReporting(true);
            }}
          />
        )}
      </Menu>
      {reporting && <ReportDialog subject={{ type: 'storage', id: item.id, noun: item.kind === 'folder' ? t('storage:row.folderNoun') : t('storage:row.fileNoun') }} onClose={() => setReporting(false)} />}
    </ListItem>
  );
}
