import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/authContext';
import { closeAllChatBoxes, useDockedChats } from './chatDock';

const FloatingChats = lazy(() => import('./FloatingChats'));

/**
 * The host of the floating chat boxes, in the layout on every page. The boxes' code loads with
 * the first box. They step aside on the chat screen, whose composer they would cover, and come
 * back on the next page; signing out closes them all.
 */
export function ChatDock() {
  const { isLoggedIn } = useAuth();
  const { pathname } = useLocation();
  const boxes = useDockedChats();

  useEffect(() => {
    if (!isLoggedIn) {
      closeAllChatBoxes();
    }
  }, [isLoggedIn]);

  if (!isLoggedIn || boxes.length === 0 || pathname.startsWith('/show_chat/')) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <FloatingChats boxes={boxes} />
    </Suspense>
  );
}
