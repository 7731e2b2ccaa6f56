import type { ChatDto, ChatMessageDto, ChatUserDto } from '@plaza/sdk';
import { i18n } from '../../i18n';
import { CHAT_PAGE_SIZE } from '../../lib/firstReads';
import './words';

/** Spec §5, §9: a chat message is required and has at most 500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
/** Spec §9: bubbles wrap every 30 characters. */
export const BUBBLE_WRAP = 30;
/** Spec §9: chat message pages hold 10 messages, newest first (lib/firstReads.ts reads the first before this code loads). */
export const MESSAGES_PAGE_SIZE = CHAT_PAGE_SIZE;
/** Spec §2, §9: the messages dropdown shows the latest 9 chats. */
export const MENU_CHATS = 9;
/** Own bubbles light green, the other party's light blue (spec §2). */
export const BUBBLE_COLORS = { mine: '#dcf8c6', theirs: '#e1f0fd' } as const;

/** Styles of text read by screen readers only ('3 unread' beside a badge showing '3'). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A message as a chat view holds it: the server's message, or one of mine still on its way
 * (`id` null until the server answers). `key` stays the same when the server's copy replaces
 * the pending one, so the bubble does not flicker.
 */
export interface ChatMessage {
  key: string;
  id: number | null;
  client_id: string | null;
  message: string;
  user_id: number;
  created_at: string;
  seen_at: string | null;
  state: 'sent' | 'sending' | 'failed';
  /** Why the send failed: the server's message, or 'Server error'. */
  error?: string;
  /** Hidden by moderators (its sender still sees it). */
  hidden?: boolean;
}

export function fromServer(message: ChatMessageDto): ChatMessage {
  return {
    key: message.client_id ? `c:${message.client_id}` : `m:${message.id}`,
    id: message.id,
    client_id: message.client_id,
    message: message.message,
    user_id: message.user_id,
    created_at: message.created_at,
    hidden: message.hidden,
    seen_at: message.seen_at,
    state: 'sent',
  };
}

/** The `chats.message` payload: the JSON string of the message; null when it cannot be read. */
export function parseRealtimeMessage(payload: { message: string }): ChatMessageDto | null {
  try {
    const parsed: unknown = JSON.parse(payload.message);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && 'chat_id' in parsed) {
      return parsed as ChatMessageDto;
    }
  } catch {
    // A malformed payload is ignored: the next catch-up brings the message.
  }
  return null;
}

/** Spec §6: the other participant is whichever of the two is not me. */
export function otherParticipant(chat: Pick<ChatDto, 'user_one' | 'user_two'>, meId: number | undefined): ChatUserDto {
  return chat.user_one.id === meId ? chat.user_two : chat.user_one;
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`;
}

/** What the composer says about a message before it is sent; null when it can be sent. */
export function validateMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) {
    return i18n.t('chats:composer.required');
  }
  return [...trimmed].length > MESSAGE_MAX_LENGTH ? i18n.t('chats:composer.tooLong', { max: MESSAGE_MAX_LENGTH }) : null;
}

// Made on first use: a Segmenter loads the break rules, ~5 ms on a phone, at every page's load if made here.
let segmenter: Intl.Segmenter | null | undefined;
/**
 * What can join code points into one character on screen (UAX #29). A word with none of them needs
 * no Segmenter, whose first use cost 140 ms of a chat's first render at 4x CPU (model.test.ts checks
 * every code point against Intl.Segmenter).
 */
const JOINS =
  /[\p{Grapheme_Extend}\p{Mc}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{110BD}\u{110CD}\u{111C2}\u{111C3}\u{1193F}\u{11941}\u{11A3A}\u{11A84}-\u{11A89}\u{11D46}\u{113D1}\u{11F02}\u{16D63}\u{16D67}-\u{16D6A}]/u;

/** The visible characters of a text: an emoji made of several code points counts once. */
function characters(text: string): string[] {
  if (!JOINS.test(text)) {
    return [...text];
  }
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [...text];
}

/**
 * Spec §2, §9: a bubble's text wrapped every `width` characters. Lines break between words when
 * they can (runs of spaces count as one); a word longer than a line is cut every `width`
 * characters. The sender's own line breaks are kept.
 */
export function wrapMessage(text: string, width = BUBBLE_WRAP): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line: string[] = [];
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const chars = characters(word);
      if (line.length > 0 && line.length + 1 + chars.length <= width) {
        line.push(' ', ...chars);
        continue;
      }
      if (line.length > 0) {
        lines.push(line.join(''));
      }
      line = [];
      for (let i = 0; i < chars.length; i += width) {
        if (line.length > 0) {
          lines.push(line.join(''));
        }
        line = chars.slice(i, i + width);
      }
    }
    lines.push(line.join(''));
  }
  return lines;
}

/** Replaces the selection `[start, end)` of `value` with `text`; returns the new value and caret. */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** A client_id for a send (the server accepts a UUID or up to 64 letters, digits, "-" or "_"). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // crypto.randomUUID exists only in secure contexts (https or localhost).
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
