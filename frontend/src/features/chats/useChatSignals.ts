import type { ChatUserDto } from '@plaza/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '../../lib/realtimeContext';
import { presenceOf, type Presence } from '../../lib/presence';
import { parseRealtimeMessage } from './model';

/** How long "… is typing" stays after the last typing signal (the server relays one a second). */
export const TYPING_SHOWN_MS = 3000;
/** Typing signals sent at most this often per chat. */
const TYPING_EMIT_MS = 1000;

/** True while the other participant of `chatId` is typing (until they send or stop). */
export function useOtherTyping(chatId: number, meId: number): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    setTyping(false);
  }, []);

  useEffect(() => () => {
    if (timer.current) {
      clearTimeout(timer.current);
    }
  }, []);

  useRealtimeEvent('chats.typing', (payload) => {
    if (payload.chat_id !== chatId || payload.user_id === meId) {
      return;
    }
    setTyping(true);
    if (timer.current) {
      clearTimeout(timer.current);
    }
    timer.current = setTimeout(stop, TYPING_SHOWN_MS);
  });

  useRealtimeEvent('chats.message', (payload) => {
    const message = parseRealtimeMessage(payload);
    if (message?.chat_id === chatId && message.user_id !== meId) {
      stop();
    }
  });

  return typing;
}

/** Tells the other participant that I am typing, at most once a second. */
export function useTypingSignal(chatId: number): () => void {
  const realtime = useRealtime();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current >= TYPING_EMIT_MS) {
      last.current = now;
      realtime.typing(chatId);
    }
  }, [realtime, chatId]);
}

/** A chat participant's presence, following `presence.changed` while the view is open. */
export function useLivePresence(user: Pick<ChatUserDto, 'id' | 'is_online' | 'status'> | undefined): Presence {
  const [live, setLive] = useState<{ userId: number; presence: Presence } | null>(null);
  useRealtimeEvent('presence.changed', (payload) => {
    if (user && payload.user_id === user.id) {
      setLive({ userId: payload.user_id, presence: presenceOf(payload) });
    }
  });
  if (!user) {
    return 'offline';
  }
  return live?.userId === user.id ? live.presence : presenceOf(user);
}
