import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { ChatDto, ChatMessageDto, ChatUserDto, PageMetaDto } from '@plaza/sdk';
import { userChannel } from '@plaza/sdk/realtime-events';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { RealtimeContext, type Realtime, type ServerEvents } from '../lib/realtimeContext';
import { saveSession } from '../lib/api';
import { TOKENS } from './sdk';

/** The signed-in member of the chat tests, and the people they chat with. */
export const ME: ChatUserDto = { id: 1, first_name: 'Ana', last_name: 'Martins', avatar: null, is_online: true, status: 'online' };
export const BRUNO: ChatUserDto = { id: 2, first_name: 'Bruno', last_name: 'Costa', avatar: null, is_online: true, status: 'online' };

export function signIn(): void {
  saveSession({ id: ME.id, first_name: ME.first_name, last_name: ME.last_name }, TOKENS);
}

let nextMessageId = 100;

export function makeMessage(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  const id = overrides.id ?? nextMessageId++;
  const userId = overrides.user_id ?? BRUNO.id;
  return {
    id,
    chat_id: 5,
    message: `Message ${id}`,
    type: userId === ME.id ? 1 : 2,
    user_id: userId,
    client_id: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    seen_at: null,
    hidden: false,
    ...overrides,
  };
}

export function makeChat(overrides: Partial<ChatDto> = {}): ChatDto {
  return {
    id: 5,
    user_one: ME,
    user_two: BRUNO,
    last_message: null,
    unseen_count: 0,
    created_at: '2024-01-05T15:30:00',
    ...overrides,
  };
}

/** A page as the API sends it (`to` is the 1-based index of the last item). */
export function paged<T>(data: T[], { page = 1, take = 10, total = data.length } = {}): PageMetaDto & { data: T[] } {
  const from = data.length ? (page - 1) * take + 1 : 0;
  return { data, page, take, total, from, to: data.length ? from + data.length - 1 : 0, last_page: Math.max(1, Math.ceil(total / take)) };
}

type Handler = (payload: never) => void;

/**
 * A connected realtime stand-in: tests send server events with `emit`, acknowledge a channel's
 * subscription with `sync` (none is, until then), simulate a reconnection with `reconnect`, and
 * read what the views joined and signalled.
 */
export function createFakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const joined = new Set<string>();
  const typing = jest.fn<(chatId: number) => void>();
  const control = { sync: (_channels: string[]) => undefined as void };
  const live: Pick<Realtime, 'join' | 'on' | 'typing'> = {
    join(channel) {
      joined.add(channel);
      return () => joined.delete(channel);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(event, set);
      return () => set.delete(handler as Handler);
    },
    typing,
  };

  function Provider({ children }: { children: ReactNode }) {
    const [synced, setSynced] = useState<Realtime['synced']>({});
    useEffect(() => {
      control.sync = (channels) =>
        setSynced((counts) => Object.fromEntries([...Object.entries(counts), ...channels.map((c) => [c, (counts[c] ?? 0) + 1])]));
    }, []);
    const value = useMemo<Realtime>(() => ({ ...live, connected: true, synced }), [synced]);
    return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
  }

  const sync = (channels: string[]) => act(() => control.sync(channels));
  return {
    Provider,
    joined,
    typing,
    emit<K extends keyof ServerEvents>(event: K, payload: ServerEvents[K]) {
      act(() => handlers.get(event)?.forEach((handler) => (handler as (p: ServerEvents[K]) => void)(payload)));
    },
    /** The server acknowledges the subscription to `channel` (the signed-in member's own by default). */
    sync(channel = userChannel(ME.id)) {
      sync([channel]);
    },
    /** A reconnection: the member's channel and every channel the views joined are acknowledged again. */
    reconnect() {
      sync([userChannel(ME.id), ...joined]);
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;

/** The whole app at `path`, with the fake realtime connection. */
export function renderWithRealtime(path: string, realtime: FakeRealtime) {
  return render(
    <AppProviders>
      <realtime.Provider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </realtime.Provider>
    </AppProviders>,
  );
}
