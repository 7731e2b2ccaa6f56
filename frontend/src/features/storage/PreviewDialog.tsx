import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StorageItemDto } from '@plaza/sdk';
import { useEffect, useState } from 'react';
import { mediaUrl } from '../../lib/api';
import { formatBytes, previewKind } from './api';
import { useTranslation } from 'react-i18next';
import './words';

/** The link that saves a file under its name. */
export const downloadUrl = (item: StorageItemDto) => mediaUrl(`${item.url}&download=1`);

/** How much of a text file the preview shows. */
export const TEXT_PREVIEW_BYTES = 256 * 1024;

/** A text file's first TEXT_PREVIEW_BYTES, shown as plain text (never as markup). */
function TextPreview({ src, size }: { src: string; size: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    fetch(src, { headers: { range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` }, signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) {
          throw new Error(String(res.status));
        }
        const bytes = new Uint8Array(await res.arrayBuffer()).subarray(0, TEXT_PREVIEW_BYTES);
        setText(new TextDecoder().decode(bytes));
      })
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [src]);
  if (failed) {
    return <Typography color="text.secondary">{t('storage:preview.loadFailed')}</Typography>;
  }
  return (
    <Box sx={{ width: '100%', maxHeight: '75vh', overflow: 'auto', bgcolor: 'background.paper', p: 2 }}>
      <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text ?? t('storage:preview.loading')}
      </Box>
      {text !== null && size > TEXT_PREVIEW_BYTES && (
        <Typography variant="caption" color="text.secondary">
          {t('storage:preview.partial', { shown: formatBytes(TEXT_PREVIEW_BYTES), size: formatBytes(size) })}
        </Typography>
      )}
    </Box>
  );
}

/** Shows an image, a PDF, a video, a sound or a text in the page; anything else offers its download. */
export function PreviewDialog({ item, onClose }: { item: StorageItemDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = item ? previewKind(item.type) : null;
  const src = item?.url ? mediaUrl(item.url) : '';
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{item?.name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', p: kind ? 0 : 3 }}>
        {kind === 'image' && <Box component="img" src={src} alt={item?.name} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />}
        {kind === 'pdf' && <Box component="iframe" src={src} title={item?.name} sx={{ width: '100%', height: '75vh', border: 0 }} />}
        {kind === 'video' && <Box component="video" src={src} controls sx={{ maxWidth: '100%', maxHeight: '75vh' }} aria-label={item?.name} />}
        {kind === 'audio' && <Box component="audio" src={src} controls sx={{ width: '100%', m: 3 }} aria-label={item?.name} />}
        {kind === 'text' && item && <TextPreview src={src} size={item.size} />}
        {!kind && item && (
          <Typography color="text.secondary">
            {t('storage:preview.none', { type: item.type ?? t('storage:preview.unknownType'), size: formatBytes(item.size) })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {item?.url && (
          <Button startIcon={<DownloadIcon />} href={downloadUrl(item)}>
            {t('storage:preview.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('storage:preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
