import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { HiddenBadge } from '../../ui/HiddenBadge';
import { ReportMenu } from '../../ui/ReportMenu';
import { formatChatDate, relativeTime } from '../../lib/format';
import { BUBBLE_COLORS, wrapMessage, type ChatMessage } from './model';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './LinkCard';
import './bubble.css';
import './words';

interface Props {
  message: ChatMessage;
  mine: boolean;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
}

/** Sent ✓, seen ✓✓ (from seen_at), still sending, or not sent. */
function Delivery({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.state === 'sending') {
    return <ScheduleIcon role="img" aria-label={t('chats:bubble.sending')} titleAccess={t('chats:bubble.sending')} fontSize="inherit" />;
  }
  if (message.state === 'failed') {
    return <ErrorOutlineIcon role="img" aria-label={t('chats:bubble.notSent')} titleAccess={t('chats:bubble.notSent')} color="error" fontSize="inherit" />;
  }
  if (message.seen_at) {
    return <DoneAllIcon role="img" aria-label={t('chats:bubble.seen')} titleAccess={t('chats:bubble.seen')} fontSize="inherit" style={{ color: '#1e88e5' }} />;
  }
  return <DoneIcon role="img" aria-label={t('chats:bubble.sent')} titleAccess={t('chats:bubble.sent')} fontSize="inherit" />;
}

/**
 * One message (spec §2): text wrapped every 30 characters, its relative time, light green when
 * it is mine and light blue when it is the other's; mine also say whether they were seen.
 */
export function MessageBubble({ message, mine, onRetry, onDiscard }: Props) {
  const { t } = useTranslation();
  const lines = wrapMessage(message.message);
  return (
    <li className="plaza-message" data-testid="message" data-mine={mine ? 'true' : 'false'}>
      <div
        className="plaza-bubble"
        data-testid="bubble"
        style={{ backgroundColor: mine ? BUBBLE_COLORS.mine : BUBBLE_COLORS.theirs, opacity: message.state === 'sending' ? 0.75 : undefined }}
      >
        <p className="plaza-bubble-text" dir="auto">
          {lines.map((line, i) => (
            <span key={i} className="plaza-bubble-line" data-testid="bubble-line">
              {line}
            </span>
          ))}
        </p>
        <LinkCard text={message.message} />
        <div className="plaza-bubble-meta">
          <time className="plaza-bubble-time" dateTime={message.created_at} title={formatChatDate(message.created_at)}>
            {relativeTime(message.created_at)}
          </time>
          {mine && (
            <span className="plaza-bubble-delivery">
              <Delivery message={message} />
            </span>
          )}
        </div>
      </div>
      {message.hidden && <HiddenBadge />}
      {!mine && message.id !== null && (
        <div className="plaza-message-actions">
          {/* A flag, not "•••": three dots under a bubble read as the other member typing. */}
          <ReportMenu label={t('chats:bubble.report')} subject={{ type: 'chat_message', id: message.id, noun: t('chats:bubble.reportNoun') }} icon={<OutlinedFlagIcon fontSize="inherit" />} />
        </div>
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
    </li>
  );
}
