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
import { useTranslation } from 'react-i18next';
import { tk } from '../../i18n/keys';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, mediaUrl } from '../../lib/api';
import { formatBytes, formatChatDate } from '../../lib/format';
import { useChannel, useMyChannel, useRealtimeEvent } from '../../lib/realtimeContext';
import { useToast } from '../../lib/toastContext';
import { useExports, useRefreshExports } from './accountData';
import { SecurityCard } from './SecurityCard';
import './words';

const STATUS_LABEL: Record<MemberExportDto['status'], string> = {
  pending: tk('security:data.status.pending'),
  running: tk('security:data.status.running'),
  ready: tk('security:data.status.ready'),
  failed: tk('security:data.status.failed'),
};

/** One export: when it was asked for, how far it is (live), and its download while it lasts. */
function ExportRow({ item, live }: { item: MemberExportDto; live?: number }) {
  const { t } = useTranslation();
  const expired = item.status === 'ready' && !item.download_url;
  const progress = live ?? item.progress;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5, px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {t('security:data.requested', { date: formatChatDate(item.created_at) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.status === 'ready' && item.size_bytes !== null && `${formatBytes(item.size_bytes)} · `}
            {expired
              ? t('security:data.expiredText')
              : item.status === 'ready' && item.expires_at
                ? t('security:data.availableUntil', { date: formatChatDate(item.expires_at) })
                : item.status === 'failed'
                  ? t('security:data.failedText')
                  : t('security:data.pendingText')}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
          <Chip size="small" label={expired ? t('security:data.expired') : t(STATUS_LABEL[item.status])} color={item.status === 'ready' && !expired ? 'success' : item.status === 'failed' ? 'error' : 'default'} />
          {item.download_url && (
            <Button variant="contained" size="small" startIcon={<DownloadIcon />} href={mediaUrl(item.download_url)} download>
              {t('security:data.download')}
            </Button>
          )}
        </Stack>
      </Stack>
      {(item.status === 'pending' || item.status === 'running') && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('security:data.progress', { progress })} />
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
  const { t } = useTranslation();
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
      toast.success(t('security:data.preparing'));
      return refresh();
    },
    onError: (error) => toast.error(translateApiMessage(errorMessage(error))),
  });
  // The server says when the next one may be, null when now.
  const nextAt = query.data?.next_export_at ? new Date(query.data.next_export_at) : null;
  const waiting = nextAt !== null;
  const busy = query.data?.data.some((item) => item.status === 'pending' || item.status === 'running') ?? false;

  return (
    <SecurityCard
      title={t('security:data.title')}
      description={t('security:data.description')}
      action={
        <Button variant="contained" onClick={() => request.mutate()} loading={request.isPending} disabled={query.isPending || waiting || busy} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {t('security:data.request')}
        </Button>
      }
    >
      {waiting && nextAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('security:data.nextOn', { date: formatChatDate(nextAt) })}
        </Typography>
      )}
      {query.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : query.isError ? (
        <Alert severity="error">{translateApiMessage(errorMessage(query.error))}</Alert>
      ) : query.data.data.length > 0 ? (
        <List aria-label={t('security:data.list')} disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {query.data.data.map((item) => (
            <ExportRow key={item.id} item={item} live={live[item.id]} />
          ))}
        </List>
      ) : null}
    </SecurityCard>
  );
}
