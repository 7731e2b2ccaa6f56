import { useEffect } from 'react';

/** The page's own title and the member's unread count, which the tab shows in front: '(3) Chats · Plaza'. */
let pageTitle = 'Plaza';
let unread = 0;

function show(): void {
  document.title = unread > 0 ? `(${unread}) ${pageTitle}` : pageTitle;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    pageTitle = title === 'Plaza' ? title : `${title} · Plaza`;
    show();
  }, [title]);
}

/** Shows `count` unread messages and notifications in front of the tab's title (none when 0). */
export function useUnreadInTitle(count: number): void {
  useEffect(() => {
    unread = count;
    show();
    return () => {
      unread = 0;
      show();
    };
  }, [count]);
}
