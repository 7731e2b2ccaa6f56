import { ChatsService } from '@plaza/sdk';
import { useEffect } from 'react';
import { getDockedChats, restoreChatBoxes, subscribeDock, type DockedChat } from './chatDock';

/** What is kept of one box: which chat, folded or not, read or not (the messages come from the API). */
interface RememberedBox {
  id: number;
  minimized: boolean;
  attended: boolean;
}

/** Each member's open boxes, in this browser (one member's boxes never open for another). */
export const dockStorageKey = (memberId: number) => `plaza.chat-boxes.${memberId}`;

function remembered(memberId: number): RememberedBox[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(dockStorageKey(memberId)) ?? '[]');
    return Array.isArray(value) ? value.filter((box): box is RememberedBox => typeof (box as RememberedBox)?.id === 'number') : [];
  } catch {
    return [];
  }
}

function remember(memberId: number, boxes: readonly DockedChat[]): void {
  const kept: RememberedBox[] = boxes.map((box) => ({ id: box.chat.id, minimized: box.minimized, attended: box.attended }));
  try {
    localStorage.setItem(dockStorageKey(memberId), JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the boxes just do not come back after a reload.
  }
}

/**
 * Keeps the member's floating chat boxes across reloads: reopens the ones they had (a chat that is
 * gone or no longer theirs stays closed), then writes every change down.
 */
export function useDockMemory(memberId: number | null): void {
  useEffect(() => {
    if (memberId === null) {
      return;
    }
    let live = true;
    const boxes = remembered(memberId);
    void Promise.all(
      boxes.map((box) =>
        ChatsService.getChat({ id: box.id }).then(
          ({ data }) => ({ chat: data, minimized: box.minimized === true, attended: box.attended === true }),
          () => null,
        ),
      ),
    ).then((chats) => {
      if (live) {
        restoreChatBoxes(chats.filter((chat) => chat !== null));
      }
    });
    const unsubscribe = subscribeDock(() => remember(memberId, getDockedChats()));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [memberId]);
}
