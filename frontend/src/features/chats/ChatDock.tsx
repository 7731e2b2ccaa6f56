import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyWithQueries } from '../../lib/queries';
import { useAuth } from '../../lib/auth/authContext';
import { useExtrasReady } from '../../lib/firstPage';
import { closeAllChatBoxes, useDockedChats } from './chatDock';
import { useDockMemory } from './dockMemory';

const FloatingChats = lazyWithQueries(() => import('./FloatingChats'));
/** Members only, so a visitor's first page does not load the chat and notification clients. */
const IncomingChats = lazyWithQueries(() => import('./IncomingChats'));

/**
 * The host of the floating chat boxes, in the layout on every page. The boxes' code loads with
 * the first box. They step aside on the chat screen, whose composer they would cover, and come
 * back on the next page; signing out closes them all. A message arriving while the member is
 * elsewhere opens (or flashes) its box. The open boxes come back after a reload (dockMemory.ts).
 */
export function ChatDock() {
  const { isLoggedIn, user } = useAuth();
  const { pathname } = useLocation();
  const boxes = useDockedChats();
  const ready = useExtrasReady();
  useDockMemory(isLoggedIn && user ? user.id : null);

  useEffect(() => {
    if (!isLoggedIn) {
      closeAllChatBoxes();
    }
  }, [isLoggedIn]);

  if (!isLoggedIn || !ready) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <IncomingChats />
      {boxes.length > 0 && !pathname.startsWith('/show_chat/') && <FloatingChats boxes={boxes} />}
    </Suspense>
  );
}
