/** Plaza's service worker (frontend/public/sw.js): notifications, the app badge, the offline page. */
export const SERVICE_WORKER_URL = '/sw.js';

export const serviceWorkerSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the service worker (scope /); resolves with its registration once it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * A click on a notification in a tab that is already open: the service worker asks the page to
 * go there (`plaza.navigate`), and the router does it without a reload.
 */
export function onServiceWorkerNavigate(navigate: (path: string) => void): () => void {
  if (!serviceWorkerSupported()) {
    return () => undefined;
  }
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === 'plaza.navigate' && typeof data.path === 'string' && data.path.startsWith('/')) {
      navigate(data.path);
    }
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
