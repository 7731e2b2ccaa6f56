import type { ChatMessageDto } from '@plaza/sdk';
import { fromServer, type ChatMessage } from './model';

/** The messages of one open chat: oldest first, my pending sends last. */
export interface MessagesState {
  status: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  /** The last page of history loaded (pages are newest first, 10 each). */
  page: number;
  /** More exist while the last page's `to` is below `total` (spec §4). */
  hasOlder: boolean;
  loadingOlder: boolean;
}

export type MessagesAction =
  | { type: 'pageLoaded'; page: number; data: ChatMessageDto[]; hasOlder: boolean }
  | { type: 'firstPageFailed' }
  | { type: 'olderStarted' }
  | { type: 'olderFailed' }
  /** Messages from the server: a send's answer, the realtime event, a catch-up. */
  | { type: 'received'; data: ChatMessageDto[] }
  | { type: 'sending'; message: ChatMessage }
  | { type: 'sendFailed'; key: string; error: string }
  | { type: 'discarded'; key: string }
  /** The recipient of `messageId` saw it and every earlier message sent to them. */
  | { type: 'seen'; messageId: number; seenAt: string };

export const initialMessagesState: MessagesState = {
  status: 'loading',
  messages: [],
  page: 0,
  hasOlder: false,
  loadingOlder: false,
};

/** Server messages by id, then the pending ones in the order they were written. */
function ordered(messages: ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity));
}

/**
 * Adds server messages once each (spec §4: a message already present by id is not added again).
 * A message of mine that comes back with the client_id of a pending send replaces that send.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessageDto[]): ChatMessage[] {
  const next = [...current];
  let changed = false;
  for (const dto of incoming) {
    const message = fromServer(dto);
    const index = next.findIndex(
      (m) => m.id === dto.id || (dto.client_id !== null && m.client_id === dto.client_id && m.user_id === dto.user_id),
    );
    if (index === -1) {
      next.push(message);
      changed = true;
      continue;
    }
    const existing = next[index];
    const merged = { ...message, key: existing.key, seen_at: message.seen_at ?? existing.seen_at };
    if (!sameMessage(existing, merged)) {
      next[index] = merged;
      changed = true;
    }
  }
  // Nothing new (a page read again after a rejoin): the same list, so the chat is not drawn again.
  return changed ? ordered(next) : current;
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ChatMessage)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

function markSeen(messages: ChatMessage[], messageId: number, seenAt: string): ChatMessage[] {
  const target = messages.find((m) => m.id === messageId);
  if (!target) {
    // Not loaded: either older than everything shown, or not received yet (a catch-up brings it).
    return messages;
  }
  return messages.map((m) =>
    m.user_id === target.user_id && m.id !== null && m.id <= messageId && m.seen_at === null ? { ...m, seen_at: seenAt } : m,
  );
}

export function messagesReducer(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'pageLoaded':
      return {
        ...state,
        status: 'ready',
        messages: mergeMessages(state.messages, action.data),
        page: Math.max(state.page, action.page),
        hasOlder: action.hasOlder,
        loadingOlder: false,
      };
    case 'firstPageFailed':
      return { ...state, status: 'error' };
    case 'olderStarted':
      return { ...state, loadingOlder: true };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'received': {
      const messages = mergeMessages(state.messages, action.data);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'sending': {
      const others = state.messages.filter((m) => m.key !== action.message.key);
      return { ...state, messages: ordered([...others, action.message]) };
    }
    case 'sendFailed':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.key === action.key && m.id === null ? { ...m, state: 'failed', error: action.error } : m,
        ),
      };
    case 'discarded':
      return { ...state, messages: state.messages.filter((m) => !(m.key === action.key && m.id === null)) };
    case 'seen':
      return { ...state, messages: markSeen(state.messages, action.messageId, action.seenAt) };
  }
}

/** The newest message the server has given this view (the catch-up's `after_id`). */
export function newestServerId(messages: ChatMessage[]): number | null {
  let newest: number | null = null;
  for (const m of messages) {
    if (m.id !== null && (newest === null || m.id > newest)) {
      newest = m.id;
    }
  }
  return newest;
}
