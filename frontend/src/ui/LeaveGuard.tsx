import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/** The in-app address a plain left click on `event` would follow, or null (new tab, download, elsewhere). */
function followedLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}`;
  return url.origin === window.location.origin && `${url.pathname}${url.search}` !== here ? to : null;
}

/**
 * While `when` holds, leaving the page asks first: closing or reloading the tab through the
 * browser's own prompt, following a link through a dialog. The app's router is not a data router
 * (docs/decisions.md#frontend), so react-router's useBlocker is not available here.
 */
export function LeaveGuard({ when, text }: { when: boolean; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture on the document runs before React's listener on its root, so the router never sees the click.
    const onClick = (event: MouseEvent) => {
      const to = followedLink(event);
      if (to) {
        event.preventDefault();
        event.stopPropagation();
        setPending(to);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('common:leaveGuard.title')}
      text={text}
      confirmLabel={t('common:actions.leave')}
      onClose={() => setPending(null)}
      onConfirm={() => {
        const to = pending!;
        setPending(null);
        void navigate(to);
      }}
    />
  );
}
