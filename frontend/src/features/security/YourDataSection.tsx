import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountService, type MemberExportDto } from '@plaza/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, errorMessage, mediaUrl } from '../../lib/api';
import { formatBytes, formatChatDate } from '../../lib/format';
import { useChannel, useMyChannel, useRealtimeEvent } from '../../lib/realtimeContext';
import { useToast } from '../../lib/toastContext';
import { useExports, useRefreshExports } from './accountData';
import { SecurityCard } from './SecurityCard';

const STATUS_LABEL: Record<MemberExportDto['status'], string> = { pending: 'Waiting', running: 'Preparing', ready: 'Ready', failed: 'Failed' };

/** One export: when it was asked for, how far it is (live), and its download while it lasts. */
function ExportRow({ item, live }: { item: MemberExportDto; live?: number }) {
  const expired = item.status === 'ready' && !item.download_url;
  const progress = live ?? item.progress;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5, px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            Requested {formatChatDate(item.created_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.status === 'ready' && item.size_bytes !== null && `${formatBytes(item.size_bytes)} · `}
            {expired
              ? 'Expired: request a new copy'
              : item.status === 'ready' && item.expires_at
                ? `Available until ${formatChatDate(item.expires_at)}`
                : item.status === 'failed'
                  ? 'Something went wrong while preparing it: request it again'
                  : 'We will notify you and send you an email when it is ready'}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
          <Chip size="small" label={expired ? 'Expired' : STATUS_LABEL[item.status]} color={item.status === 'ready' && !expired ? 'success' : item.status === 'failed' ? 'error' : 'default'} />
          {item.download_url && (
            <Button variant="contained" size="small" startIcon={<DownloadIcon />} href={mediaUrl(item.download_url)} download>
              Download
            </Button>
          )}
        </Stack>
      </Stack>
      {(item.status === 'pending' || item.status === 'running') && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={`Export progress ${progress}%`} />
          <Typography variant="caption" color="text.secondary">
            {progress}%
          </Typography>
        </Box>
      )}
    </ListItem>
  );
}

/**
 * "Your data" on the security page: ask for a zip of everything I have on Plaza (one a day),
 * follow its preparation live over the socket, and download it for 7 days.
 */
export function YourDataSection() {
  const toast = useToast();
  const query = useExports();
  const refresh = useRefreshExports();
  const [live, setLive] = useState<Record<number, number>>({});
  useChannel(useMyChannel());
  useRealtimeEvent('export.progress', (event) => {
    setLive((seen) => ({ ...seen, [event.export_id]: event.progress }));
    if (event.status !== 'running') {
      void refresh();
    }
  });
  const request = useMutation({
    mutationFn: () => callApi(() => AccountService.requestExport()),
    onSuccess: () => {
      toast.success('We are preparing your data. You will get a notification and an email when it is ready.');
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  // The server says when the next one may be, null when now.
  const nextAt = query.data?.next_export_at ? new Date(query.data.next_export_at) : null;
  const waiting = nextAt !== null;
  const busy = query.data?.data.some((item) => item.status === 'pending' || item.status === 'running') ?? false;

  return (
    <SecurityCard
      title="Your data"
      description="A copy of everything you have on Plaza in one zip file: your profile, posts and comments, chats, friends, notifications, listings, blogs, events, forums, pictures, videos, bookmarks (also as a file your browser can import) and your stored files. We prepare it in the background; the download link works for 7 days. You can ask for one copy every 24 hours."
      action={
        <Button variant="contained" onClick={() => request.mutate()} loading={request.isPending} disabled={query.isPending || waiting || busy} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          Request my data
        </Button>
      }
    >
      {waiting && nextAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          You can request your next copy on {formatChatDate(nextAt)}.
        </Typography>
      )}
      {query.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : query.data.data.length > 0 ? (
        <List aria-label="Your data exports" disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {query.data.data.map((item) => (
            <ExportRow key={item.id} item={item} live={live[item.id]} />
          ))}
        </List>
      ) : null}
    </SecurityCard>
  );
}
