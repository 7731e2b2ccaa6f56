import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BookmarksService, type BookmarkDto, type BookmarkGroup, type CreateBookmarkDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../lib/toastContext';
import { MembersOnly } from '../../ui/MembersOnly';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { BOOKMARK_GROUPS, bookmarkKeys } from './api';
import { BookmarkDialog } from './BookmarkDialog';
import { BookmarkGroupPanel, type BookmarkActions } from './BookmarkGroupPanel';
import { useTranslation } from 'react-i18next';
import './words';

/** `/bookmarks`: my links in three groups (banking, mailbox, social media). */
export default function BookmarksRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.bookmarks')} text={t('bookmarks:membersOnlyText')}>
      <BookmarksPage />
    </MembersOnly>
  );
}

/** Saves a text as a file the browser downloads. */
function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function BookmarksPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.bookmarks'));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<{ bookmark: BookmarkDto | null; group: BookmarkGroup } | null>(null);
  const [deleting, setDeleting] = useState<BookmarkDto | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });

  const actions: BookmarkActions = {
    add: (group) => setEditing({ bookmark: null, group }),
    edit: (bookmark) => setEditing({ bookmark, group: bookmark.group }),
    remove: setDeleting,
    swap: (group, first, second) =>
      void BookmarksService.reorderBookmarks({ requestBody: { group, ids: [first.id, second.id] } })
        .then(refresh)
        .catch((error: unknown) => toast.error(errorMessage(error))),
  };

  const save = async (values: CreateBookmarkDto) => {
    const body = { ...values, description: values.description ?? '' };
    if (editing?.bookmark) {
      await BookmarksService.updateBookmark({ id: editing.bookmark.id, requestBody: body });
    } else {
      await BookmarksService.createBookmark({ requestBody: { ...body, description: body.description || undefined } });
    }
    toast.success(editing?.bookmark ? t('bookmarks:page.saved') : t('bookmarks:page.added'));
    await refresh();
  };

  const remove = async () => {
    setBusy(true);
    try {
      await BookmarksService.deleteBookmark({ id: deleting!.id });
      toast.success(t('bookmarks:page.deleted'));
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File) => {
    try {
      const { data } = await BookmarksService.importBookmarks({ formData: { file } });
      toast.success(t('bookmarks:page.imported', { count: data.imported }) + (data.skipped ? t('bookmarks:page.skipped', { count: data.skipped }) : ''));
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const exportFile = async () => {
    try {
      saveFile('plaza-bookmarks.html', await BookmarksService.exportBookmarks(), 'text/html');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('common:nav.bookmarks')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
            {t('bookmarks:page.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".html,.htm,text/html"
            hidden
            aria-label={t('bookmarks:page.importFile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) {
                void importFile(file);
              }
            }}
          />
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportFile()}>
            {t('bookmarks:page.export')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => actions.add('bank')}>
            {t('bookmarks:page.add')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {BOOKMARK_GROUPS.map(({ group, label }) => (
          <BookmarkGroupPanel key={group} group={group} label={t(label)} actions={actions} />
        ))}
      </Box>
      <BookmarkDialog open={editing !== null} bookmark={editing?.bookmark ?? null} group={editing?.group ?? 'bank'} onSave={save} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('bookmarks:page.deleteTitle')}
        text={t('bookmarks:page.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('bookmarks:page.confirmDelete')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
