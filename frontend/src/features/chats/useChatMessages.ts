import { ChatsService } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { chatChannel } from '@plaza/sdk/realtime-events';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useChannel, useOnSynced, useRealtime, useRealtimeEvent } from '../../lib/realtimeContext';
import { callApi, errorMessage } from '../../lib/api';
import { chatKeys, refreshChatLists } from './chatQueries';
import { initialMessagesState, messagesReducer, newestServerId } from './messageStore';
import { MESSAGES_PAGE_SIZE, newClientId, parseRealtimeMessage, type ChatMessage } from './model';
import { useDocumentVisible } from './useDocumentVisible';

interface Options {
  chatId: number;
  meId: number;
  /** The chat is on screen (not folded away): what arrives is seen by the member. */
  active: boolean;
}

/**
 * When a `messages.unseen` arrives without the message itself on the chat's channel (it was sent
 * while this view was still joining the channel), the view catches up after this delay.
 */
const MISSED_MESSAGE_CHECK_MS = 1500;
/** Catch-up pages are larger than history pages: a long disconnection comes back in few requests. */
const CATCH_UP_PAGE_SIZE = 50;

const firstPage = (chatId: number) =>
  callApi(() => ChatsService.listMessages({ chatId, page: 1, take: MESSAGES_PAGE_SIZE, order: 'desc' }));

/**
 * The messages of one open chat, live (give its component `key={chatId}`: a chat reopens at page 1,
 * spec §4): history, live events, the gap filled after each (re)join, sends shown at once by
 * client_id, seen marks. Why: docs/decisions.md#frontend
 */
export function useChatMessages({ chatId, meId, active }: Options) {
  const [state, dispatch] = useReducer(messagesReducer, initialMessagesState);
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const visible = useDocumentVisible();
  const current = useRef(state);
  const olderInFlight = useRef(false);
  const catchingUp = useRef<Promise<void> | null>(null);
  const lastLiveMessage = useRef(0);
  const markedUpTo = useRef(0);

  useEffect(() => {
    current.current = state;
  });

  const channel = chatChannel(chatId);
  useChannel(channel);

  useEffect(() => {
    let cancelled = false;
    firstPage(chatId).then(
      (page) => !cancelled && dispatch({ type: 'pageLoaded', page: 1, data: page.data, hasOlder: page.to < page.total }),
      () => !cancelled && dispatch({ type: 'firstPageFailed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [chatId]);

  const loadOlder = useCallback(() => {
    const { status, hasOlder, page } = current.current;
    if (status !== 'ready' || !hasOlder || olderInFlight.current) {
      return;
    }
    olderInFlight.current = true;
    dispatch({ type: 'olderStarted' });
    const next = page + 1;
    callApi(() => ChatsService.listMessages({ chatId, page: next, take: MESSAGES_PAGE_SIZE, order: 'desc' }))
      .then(
        (result) => dispatch({ type: 'pageLoaded', page: next, data: result.data, hasOlder: result.to < result.total }),
        () => dispatch({ type: 'olderFailed' }),
      )
      .finally(() => {
        olderInFlight.current = false;
      });
  }, [chatId]);

  /**
   * Fills the gap after the newest message held (or loads page 1 if nothing is held yet); after a
   * (re)join also reads page 1 again for the seen marks given meanwhile.
   */
  const catchUp = useCallback((refreshSeen: boolean): Promise<void> => {
    const run = async () => {
      const after = newestServerId(current.current.messages);
      if (after === null) {
        const page = await firstPage(chatId);
        dispatch({ type: 'pageLoaded', page: 1, data: page.data, hasOlder: page.to < page.total });
        return;
      }
      let page = 1;
      for (;;) {
        const result = await callApi(() =>
          ChatsService.listMessages({ chatId, afterId: after, page, take: CATCH_UP_PAGE_SIZE }),
        );
        dispatch({ type: 'received', data: result.data });
        if (result.to >= result.total || result.data.length === 0) {
          break;
        }
        page += 1;
      }
      if (refreshSeen) {
        dispatch({ type: 'received', data: (await firstPage(chatId)).data });
      }
    };
    // One catch-up at a time; one asked for meanwhile runs after it, from the newest id then.
    const previous = catchingUp.current ?? Promise.resolve();
    const next = previous.then(run).catch(() => undefined);
    catchingUp.current = next;
    void next.finally(() => {
      if (catchingUp.current === next) {
        catchingUp.current = null;
      }
    });
    return next;
  }, [chatId]);

  const { connected } = realtime;
  useOnSynced(channel, () => void catchUp(true));

  useRealtimeEvent('chats.message', (payload) => {
    const message = parseRealtimeMessage(payload);
    if (message?.chat_id === chatId) {
      lastLiveMessage.current = Date.now();
      dispatch({ type: 'received', data: [message] });
    }
  });

  useRealtimeEvent('messages.seen', (payload) => {
    if (payload.chat_id === chatId) {
      dispatch({ type: 'seen', messageId: payload.message_id, seenAt: payload.seen_at });
    }
  });

  const pendingChecks = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pendingChecks.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  useRealtimeEvent('messages.unseen', () => {
    const timer = setTimeout(() => {
      pendingChecks.current.delete(timer);
      if (Date.now() - lastLiveMessage.current > 2 * MISSED_MESSAGE_CHECK_MS) {
        void catchUp(false);
      }
    }, MISSED_MESSAGE_CHECK_MS);
    pendingChecks.current.add(timer);
  });

  // Spec: what the member sees is marked seen (the newest message from the other, and with it
  // every earlier one).
  const shown = active && visible;
  useEffect(() => {
    if (!shown) {
      return;
    }
    const newest = state.messages.findLast((m) => m.id !== null && m.user_id !== meId);
    if (!newest || newest.id === null || newest.seen_at !== null || newest.id <= markedUpTo.current) {
      return;
    }
    const messageId = newest.id;
    markedUpTo.current = messageId;
    callApi(() => ChatsService.markMessageSeenWithPost({ chatId, messageId })).then(
      ({ data }) => {
        if (data.seen_at) {
          dispatch({ type: 'seen', messageId, seenAt: data.seen_at });
        }
        if (!connected) {
          // Live, `messages.unseen` brings the new count; offline, ask for it.
          void queryClient.invalidateQueries({ queryKey: chatKeys.unseen });
          void refreshChatLists(queryClient);
        }
      },
      () => {
        markedUpTo.current = Math.min(markedUpTo.current, messageId - 1);
      },
    );
  }, [shown, state.messages, chatId, meId, connected, queryClient]);

  const post = useCallback(
    (message: ChatMessage) => {
      dispatch({ type: 'sending', message: { ...message, state: 'sending', error: undefined } });
      callApi(() =>
        ChatsService.createMessage({
          chatId,
          requestBody: { message: message.message, client_id: message.client_id ?? undefined },
        }),
      ).then(
        ({ data }) => {
          dispatch({ type: 'received', data: [data] });
          void refreshChatLists(queryClient);
        },
        (error: unknown) => dispatch({ type: 'sendFailed', key: message.key, error: errorMessage(error) }),
      );
    },
    [chatId, queryClient],
  );

  /** Sends `text` (already validated); it shows at once as mine. */
  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      post({
        key: `c:${clientId}`,
        id: null,
        client_id: clientId,
        message: text.trim(),
        user_id: meId,
        created_at: new Date().toISOString(),
        seen_at: null,
        state: 'sending',
      });
    },
    [meId, post],
  );

  /** Sends a failed message again, with its client_id: it is never added twice. */
  const retry = useCallback(
    (key: string) => {
      const message = current.current.messages.find((m) => m.key === key && m.state === 'failed');
      if (message) {
        post(message);
      }
    },
    [post],
  );

  const discard = useCallback((key: string) => dispatch({ type: 'discarded', key }), []);

  const sendError = state.messages.findLast((m) => m.state === 'failed')?.error ?? null;
  /** Messages from the other that I have not seen (a folded box shows their count). */
  const unseen = state.messages.filter((m) => m.id !== null && m.user_id !== meId && m.seen_at === null).length;

  return { ...state, loadOlder, send, retry, discard, sendError, unseen };
}
