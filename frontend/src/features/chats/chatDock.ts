import type { ChatDto } from '@plaza/sdk';
import { useSyncExternalStore } from 'react';

/** At most this many floating chat boxes are open; opening one more closes the oldest. */
export const MAX_OPEN_BOXES = 3;

export interface DockedChat {
  chat: ChatDto;
  /** Folded to its header. */
  minimized: boolean;
  /** Raised by each message that arrives while the member is elsewhere: the box's header flashes. */
  flash: number;
  /**
   * The member has turned to the box: opened it themselves, unfolded it, clicked or typed in it.
   * A box that popped up for an incoming message has not been read yet, so until then nothing in
   * it is marked seen (the sender would otherwise see ✓✓ for a message nobody looked at).
   */
  attended: boolean;
}

/**
 * The floating chat boxes, oldest first: a module-level store so that any page (a profile, a
 * friend list, the chat screen) can open one and the host in the layout shows it.
 */
let docked: readonly DockedChat[] = [];
const listeners = new Set<() => void>();

function set(next: readonly DockedChat[]): void {
  docked = next;
  listeners.forEach((listener) => listener());
}

export function getDockedChats(): readonly DockedChat[] {
  return docked;
}

export function subscribeDock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens (or unfolds and brings forward) the box of `chat`; beyond three, the oldest closes. */
export function openChatBox(chat: ChatDto): void {
  const others = docked.filter((box) => box.chat.id !== chat.id);
  set([...others, { chat, minimized: false, flash: 0, attended: true }].slice(-MAX_OPEN_BOXES));
}

/**
 * A message came in for `chat` while its conversation is not on screen: its box opens (folded to
 * its header when `folded`, e.g. on a phone) or, when it is open already, stays as it is; either
 * way its header flashes. A box the member is looking at is not moved.
 */
export function revealChatBox(chat: ChatDto, folded: boolean): void {
  const current = docked.find((box) => box.chat.id === chat.id);
  if (current) {
    set(docked.map((box) => (box === current ? { ...box, flash: box.flash + 1 } : box)));
    return;
  }
  set([...docked, { chat, minimized: folded, flash: 1, attended: false }].slice(-MAX_OPEN_BOXES));
}

/** The member clicked or focused inside the box of `chatId`: from now on what it shows is seen. */
export function attendChatBox(chatId: number): void {
  if (docked.some((box) => box.chat.id === chatId && !box.attended)) {
    set(docked.map((box) => (box.chat.id === chatId ? { ...box, attended: true } : box)));
  }
}

export function closeChatBox(chatId: number): void {
  if (docked.some((box) => box.chat.id === chatId)) {
    set(docked.filter((box) => box.chat.id !== chatId));
  }
}

/** Folds or unfolds a box; unfolding it is turning to it. */
export function toggleChatBox(chatId: number): void {
  set(
    docked.map((box) =>
      box.chat.id === chatId ? { ...box, minimized: !box.minimized, attended: box.attended || box.minimized } : box,
    ),
  );
}

/**
 * Boxes brought back after a reload, in their order and state, before any opened since; nothing
 * flashes, and a box already open stays as it is.
 */
export function restoreChatBoxes(boxes: readonly Pick<DockedChat, 'chat' | 'minimized' | 'attended'>[]): void {
  const restored = boxes.filter((box) => !docked.some((open) => open.chat.id === box.chat.id)).map((box) => ({ ...box, flash: 0 }));
  if (restored.length > 0) {
    set([...restored, ...docked].slice(-MAX_OPEN_BOXES));
  }
}

/** Closes every box (sign-out). */
export function closeAllChatBoxes(): void {
  if (docked.length > 0) {
    set([]);
  }
}

export function useDockedChats(): readonly DockedChat[] {
  return useSyncExternalStore(subscribeDock, getDockedChats, getDockedChats);
}
