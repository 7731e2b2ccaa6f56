import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { growingText } from '../../ui/growingText';
import { insertAt, MESSAGE_MAX_LENGTH, validateMessage } from './model';
import { useTranslation } from 'react-i18next';
import './words';

const EmojiPickerPanel = lazy(() => import('./EmojiPickerPanel'));

interface Props {
  /** Called with a valid message; the composer clears itself. */
  onSend: (text: string) => void;
  /** Called as the member types (the typing signal). */
  onTyping?: () => void;
  /** The server's message when the last send failed. */
  serverError?: string | null;
  /** The floating box's smaller composer. */
  dense?: boolean;
  autoFocus?: boolean;
  label: string;
}

/**
 * The message composer (spec §2, §5): 'Press enter to post', Enter sends and Shift+Enter starts
 * a new line, 'Is required' for an empty message, at most 500 characters, an emoji picker that
 * inserts at the cursor, cleared after each send.
 */
export function Composer({ onSend, onTyping, serverError, dense = false, autoFocus = false, label }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const pickerId = useId();
  const tooLong = [...text.trim()].length > MESSAGE_MAX_LENGTH;
  const shownError = error ?? (tooLong ? validateMessage(text) : null) ?? serverError ?? null;

  const submit = () => {
    const problem = validateMessage(text);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    onSend(text);
    setText('');
    setError(null);
    input.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    setText(event.target.value);
    setError(null);
    if (event.target.value.trim()) {
      onTyping?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const addEmoji = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, emoji);
    setText(next.value);
    setError(null);
    setEmojiAnchor(null);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box sx={{ px: dense ? 1 : 2, py: dense ? 1 : 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 0.5 }}>
        <IconButton
          aria-label={t('chats:composer.addEmoji')}
          aria-haspopup="dialog"
          aria-controls={emojiAnchor ? pickerId : undefined}
          aria-expanded={emojiAnchor ? 'true' : undefined}
          onClick={(event) => setEmojiAnchor(event.currentTarget)}
          size={dense ? 'small' : 'medium'}
          sx={{ mb: dense ? 0.25 : 0.5 }}
        >
          <EmojiEmotionsOutlinedIcon fontSize={dense ? 'small' : 'medium'} />
        </IconButton>
        <TextField
          inputRef={input}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          placeholder={t('chats:composer.placeholder')}
          fullWidth
          size="small"
          autoFocus={autoFocus}
          error={shownError !== null}
          helperText={shownError ?? undefined}
          {...growingText(1, dense ? 3 : 6, { htmlInput: { 'aria-label': label } })}
          sx={{ '& .MuiInputBase-root': { borderRadius: 5, bgcolor: 'background.default' } }}
        />
        <IconButton
          aria-label={t('chats:composer.send')}
          color="primary"
          onClick={submit}
          size={dense ? 'small' : 'medium'}
          sx={{ mb: dense ? 0.25 : 0.5 }}
        >
          <SendIcon fontSize={dense ? 'small' : 'medium'} />
        </IconButton>
      </Stack>
      <Popover
        id={pickerId}
        open={emojiAnchor !== null}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { overflow: 'hidden' } } }}
      >
        <Suspense
          fallback={
            <Stack sx={{ width: 320, height: 360, alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress size={24} aria-label={t('chats:composer.loadingEmojis')} />
            </Stack>
          }
        >
          <EmojiPickerPanel onPick={addEmoji} />
        </Suspense>
      </Popover>
    </Box>
  );
}
