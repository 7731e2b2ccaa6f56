import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StorageService, type StorageItemDto, type StorageSort } from '@plaza/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { MembersOnly } from '../../ui/MembersOnly';
import { PagedList } from '../../ui/PagedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { formatList } from '../../lib/format';
import type { Paged } from '../../lib/listCache';
import { useFolderListing, useRefreshStorage, useSharedByMe, useSharedWithMe, useStorageItem } from './api';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { storagePath, type StorageView } from './paths';
import { PreviewDialog } from './PreviewDialog';
import { QuotaBar } from './QuotaBar';
import { ShareDialog } from './ShareDialog';
import { DRAG_TYPE, StorageItemRow, type ItemActions } from './StorageItemRow';
import { UploadProgressList } from './UploadProgressList';
import { useStorageActions } from './useStorageActions';
import { useUploads } from './useUploads';
import { tk } from '../../i18n/keys';
import { useTranslation } from 'react-i18next';
import './words';

const VIEWS: { value: StorageView; label: string }[] = [
  { value: 'mine', label: tk('storage:views.mine') },
  { value: 'shared-with-me', label: tk('storage:views.sharedWithMe') },
  { value: 'shared-by-me', label: tk('storage:views.sharedByMe') },
];

const SORTS: { value: StorageSort; label: string }[] = [
  { value: 'created_at', label: tk('storage:sorts.newest') },
  { value: 'name', label: tk('storage:sorts.name') },
  { value: 'size', label: tk('storage:sorts.largest') },
];

/** `/storage`: my files and folders, what friends shared with me, and what I shared. */
export default function StorageRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.storage')} text={t('storage:membersOnlyText')}>
      <StoragePage />
    </MembersOnly>
  );
}

function StoragePage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.storage'));
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view') as StorageView | null;
  const view: StorageView = VIEWS.some((v) => v.value === viewParam) ? viewParam! : 'mine';
  const folderId = Number(params.get('folder_id')) || null;
  const go = (next: { view?: StorageView; folderId?: number | null }) => setParams(new URLSearchParams(storagePath(next).split('?')[1] ?? ''));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<StorageSort>('created_at');

  const folder = useStorageItem(folderId);
  const actions = useStorageActions();
  const refresh = useRefreshStorage();
  const uploads = useUploads(folderId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<StorageItemDto | null>(null);
  const [moving, setMoving] = useState<StorageItemDto | null>(null);
  const [sharing, setSharing] = useState<StorageItemDto | null>(null);
  const [deleting, setDeleting] = useState<StorageItemDto | null>(null);
  const [newFolder, setNewFolder] = useState(false);
  const [folderError, setFolderError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);

  const inFolder = folderId !== null;
  const canWrite = view === 'mine' && (!inFolder || folder.data?.is_mine === true);

  /** A breadcrumb takes an item dragged onto it: it moves there (null: the top). */
  const dropTarget = (target: number | null) =>
    view === 'mine'
      ? {
          onDragOver: (event: DragEvent) => {
            if (event.dataTransfer.types.includes(DRAG_TYPE)) {
              event.preventDefault();
            }
          },
          onDrop: (event: DragEvent) => {
            const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
            if (dragged) {
              event.preventDefault();
              void StorageService.getStorageItem({ id: dragged }).then(({ data }) => actions.moveOrRename(data, { folder_id: target }));
            }
          },
        }
      : {};

  const itemActions: ItemActions = {
    open: (item) => (item.kind === 'folder' ? (setPage(1), go({ view: item.is_mine ? 'mine' : view, folderId: item.id })) : setPreview(item)),
    rename: (item, name) => void actions.moveOrRename(item, { name }),
    move: setMoving,
    dropInto: (draggedId, target) => void StorageService.getStorageItem({ id: draggedId }).then(({ data }) => actions.moveOrRename(data, { folder_id: target.id })),
    share: setSharing,
    remove: setDeleting,
  };

  const createFolder = async (name: string) => {
    try {
      await StorageService.createStorageFolder({ requestBody: { name, parent_id: folderId } });
      setNewFolder(false);
      setFolderError(null);
      await refresh();
    } catch (error) {
      setFolderError(errorMessage(error));
    }
  };

  const onDropFiles = (event: DragEvent) => {
    setDragOver(false);
    if (canWrite && event.dataTransfer.files.length) {
      event.preventDefault();
      void uploads.upload(Array.from(event.dataTransfer.files));
    }
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('common:nav.storage')}
        </Typography>
        <QuotaBar />
      </Stack>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 3 }, outline: dragOver ? '2px dashed' : 'none', outlineColor: 'primary.main' }}
        onDragOver={(event) => {
          if (canWrite && event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDropFiles}
      >
        {/* Full width, labels wrapping: on a phone a scrollable strip cut "Shared by me" to "Shared b". */}
        <Tabs value={view} onChange={(_, next: StorageView) => (setPage(1), go({ view: next }))} variant="fullWidth" sx={{ mb: 2, maxWidth: { md: 560 } }}>
          {VIEWS.map((v) => (
            <Tab key={v.value} value={v.value} label={t(v.label)} wrapped sx={{ minWidth: 0, px: 1 }} />
          ))}
        </Tabs>

        {(view === 'mine' || inFolder) && (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 1 }}>
            <Breadcrumbs aria-label={t('storage:page.folders')} sx={{ minWidth: 0 }}>
              <Link component={RouterLink} underline="hover" color="inherit" to={storagePath({ view })} {...dropTarget(null)}>
                {view === 'mine' ? t('storage:views.mine') : t('storage:views.sharedWithMe')}
              </Link>
              {folder.data?.path.map((step) => (
                <Link key={step.id} component={RouterLink} underline="hover" color="inherit" to={storagePath({ view, folderId: step.id })} {...dropTarget(step.id)}>
                  {step.name}
                </Link>
              ))}
              {inFolder && <Typography color="text.primary">{folder.data?.name ?? '…'}</Typography>}
            </Breadcrumbs>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <TextField select size="small" label={t('storage:page.sort')} value={sort} onChange={(event) => setSort(event.target.value as StorageSort)} sx={{ minWidth: 150 }}>
                {SORTS.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {t(s.label)}
                  </MenuItem>
                ))}
              </TextField>
              {canWrite && (
                <>
                  <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={() => setNewFolder(true)}>
                    {t('storage:page.newFolder')}
                  </Button>
                  <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => fileInput.current?.click()}>
                    {t('storage:page.upload')}
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
        )}

        {/* Mounted whatever the view: a chooser opened just before a folder's details loaded kept a
            detached input, whose files then went nowhere. The server refuses a folder not ours, visibly. */}
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('storage:page.filesToUpload')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) {
              void uploads.upload(files);
            }
          }}
        />
        <UploadProgressList uploads={uploads.uploads} onDismiss={uploads.dismiss} />

        {view === 'mine' || inFolder ? (
          <FolderListing folderId={folderId} sort={sort} page={page} onPage={setPage} actions={itemActions} canWrite={canWrite} />
        ) : view === 'shared-with-me' ? (
          <SharedWithMe page={page} onPage={setPage} actions={itemActions} />
        ) : (
          <SharedByMe page={page} onPage={setPage} actions={itemActions} />
        )}
      </Paper>

      <PreviewDialog item={preview} onClose={() => setPreview(null)} />
      <MoveDialog
        item={moving}
        busy={actions.busy}
        onClose={() => setMoving(null)}
        onMove={(target) => void actions.moveOrRename(moving!, { folder_id: target }).then((ok) => ok && setMoving(null))}
      />
      <ShareDialog
        item={sharing}
        busy={actions.busy}
        onClose={() => setSharing(null)}
        onShare={(ids) => void actions.share(sharing!, ids)}
        onUnshare={(id) => void actions.unshare(sharing!, id)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'folder' ? t('storage:page.deleteFolderTitle') : t('storage:page.deleteFileTitle')}
        text={deleting?.kind === 'folder' ? t('storage:page.deleteFolderText', { name: deleting.name }) : t('storage:page.deleteFileText', { name: deleting?.name ?? '' })}
        confirmLabel={t('storage:page.delete')}
        busy={actions.busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void actions.remove(deleting!).then((ok) => ok && setDeleting(null))}
      />
      <NameDialog
        open={newFolder}
        title={t('storage:page.newFolder')}
        label={t('storage:page.folderName')}
        confirmLabel={t('storage:page.create')}
        error={folderError}
        onSubmit={(name) => void createFolder(name)}
        onClose={() => {
          setNewFolder(false);
          setFolderError(null);
        }}
      />
    </>
  );
}

interface ListProps {
  page: number;
  onPage: (page: number) => void;
  actions: ItemActions;
}

function FolderListing({ folderId, sort, canWrite, ...props }: ListProps & { folderId: number | null; sort: StorageSort; canWrite: boolean }) {
  const { t } = useTranslation();
  const query = useFolderListing(folderId, sort, props.page);
  return (
    <PagedList
      query={query}
      label={t('storage:page.filesAndFolders')}
      page={props.page}
      onPage={props.onPage}
      empty={
        <EmptyState
          icon={FolderOpenIcon}
          title={folderId ? t('storage:page.emptyFolder') : t('storage:page.noFiles')}
          text={canWrite ? t('storage:page.noFilesText') : undefined}
        />
      }
      renderItem={(item) => <StorageItemRow key={item.id} item={item} actions={props.actions} />}
    />
  );
}

/** A list of shared items: each row tells, after its size, who shared it or with whom. */
function SharedList<T extends StorageItemDto>(
  props: ListProps & { query: UseQueryResult<Paged<T>>; label: string; empty: ReactNode; extra: (item: T) => ReactNode },
) {
  return (
    <PagedList
      query={props.query}
      label={props.label}
      page={props.page}
      onPage={props.onPage}
      empty={props.empty}
      renderItem={(item) => <StorageItemRow key={item.id} item={item} actions={props.actions} extra={props.extra(item)} />}
    />
  );
}

function SharedWithMe(props: ListProps) {
  const { t } = useTranslation();
  return (
    <SharedList
      {...props}
      query={useSharedWithMe(props.page)}
      label={t('storage:views.sharedWithMe')}
      empty={<EmptyState icon={FolderOpenIcon} title={t('storage:page.nothingShared')} text={t('storage:page.nothingSharedText')} />}
      extra={(item) => (
        <>
          {' · '}
          <RelativeTime date={item.shared_at} />
        </>
      )}
    />
  );
}

function SharedByMe(props: ListProps) {
  const { t } = useTranslation();
  return (
    <SharedList
      {...props}
      query={useSharedByMe(props.page)}
      label={t('storage:views.sharedByMe')}
      empty={<EmptyState icon={FolderOpenIcon} title={t('storage:page.sharedNothing')} text={t('storage:page.sharedNothingText')} />}
      extra={(item) => <Box component="span">{t('storage:page.sharedWith', { names: formatList(item.shared_with.map((u) => u.first_name), { type: 'unit' }) })}</Box>}
    />
  );
}
