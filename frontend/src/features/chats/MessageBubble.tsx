import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { HiddenBadge } from '../../ui/HiddenBadge';
import { ReportMenu } from '../../ui/ReportMenu';
import { formatChatDate, relativeTime } from '../../lib/format';
import { BUBBLE_COLORS, wrapMessage, type ChatMessage } from './model';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './LinkCard';

interface Props {
  message: ChatMessage;
  mine: boolean;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
}

/** Sent ✓, seen ✓✓ (from seen_at), still sending, or not sent. */
function Delivery({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const common = { fontSize: 'inherit', verticalAlign: 'middle' } as const;
  if (message.state === 'sending') {
    return <ScheduleIcon role="img" aria-label={t('chats:bubble.sending')} titleAccess={t('chats:bubble.sending')} sx={common} />;
  }
  if (message.state === 'failed') {
    return <ErrorOutlineIcon role="img" aria-label={t('chats:bubble.notSent')} titleAccess={t('chats:bubble.notSent')} color="error" sx={common} />;
  }
  if (message.seen_at) {
    return <DoneAllIcon role="img" aria-label={t('chats:bubble.seen')} titleAccess={t('chats:bubble.seen')} sx={{ ...common, color: '#1e88e5' }} />;
  }
  return <DoneIcon role="img" aria-label={t('chats:bubble.sent')} titleAccess={t('chats:bubble.sent')} sx={common} />;
}

/**
 * One message (spec §2): text wrapped every 30 characters, its relative time, light green when
 * it is mine and light blue when it is the other's; mine also say whether they were seen.
 */
export function MessageBubble({ message, mine, onRetry, onDiscard }: Props) {
  const { t } = useTranslation();
  const lines = wrapMessage(message.message);
  return (
    <Stack
      component="li"
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      sx={{ alignItems: mine ? 'flex-end' : 'flex-start', listStyle: 'none', px: 1.5, py: 0.5, '&:hover .message-actions': { opacity: 1 } }}
    >
      <Box
        data-testid="bubble"
        sx={{
          bgcolor: mine ? BUBBLE_COLORS.mine : BUBBLE_COLORS.theirs,
          color: 'rgba(0, 0, 0, 0.87)',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          maxWidth: '85%',
          opacity: message.state === 'sending' ? 0.75 : 1,
          boxShadow: '0 1px 1px rgba(0, 0, 0, 0.06)',
        }}
      >
        <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.45 }}>
          {lines.map((line, i) => (
            <Box component="span" key={i} data-testid="bubble-line" sx={{ display: 'block', minHeight: '1.45em' }}>
              {line}
            </Box>
          ))}
        </Typography>
        <LinkCard text={message.message} />
        <Stack
          direction="row"
          sx={{ gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', mt: 0.25, color: 'text.secondary' }}
        >
          <Typography
            component="time"
            variant="caption"
            dateTime={message.created_at}
            title={formatChatDate(message.created_at)}
            sx={{ fontSize: 11, color: 'inherit' }}
          >
            {relativeTime(message.created_at)}
          </Typography>
          {mine && (
            <Box component="span" sx={{ fontSize: 14, display: 'inline-flex' }}>
              <Delivery message={message} />
            </Box>
          )}
        </Stack>
      </Box>
      {message.hidden && <HiddenBadge />}
      {!mine && message.id !== null && (
        <Box className="message-actions" sx={{ opacity: { md: 0 }, '&:focus-within': { opacity: 1 } }}>
          {/* A flag, not "•••": three dots under a bubble read as the other member typing. */}
          <ReportMenu label={t('chats:bubble.report')} subject={{ type: 'chat_message', id: message.id, noun: t('chats:bubble.reportNoun') }} icon={<OutlinedFlagIcon fontSize="inherit" />} />
        </Box>
      )}
      {message.state === 'failed' && (
        <Typography variant="caption" color="error" sx={{ mt: 0.25 }}>
          {t('chats:bubble.failed')}{' '}
          {onRetry && (
            <Link component="button" type="button" variant="caption" onClick={() => onRetry(message.key)}>
              {t('chats:bubble.retry')}
            </Link>
          )}
          {onDiscard && (
            <>
              {' · '}
              <Link component="button" type="button" variant="caption" color="inherit" onClick={() => onDiscard(message.key)}>
                {t('chats:bubble.discard')}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Stack>
  );
}
