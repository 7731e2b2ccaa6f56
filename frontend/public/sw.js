/* Plaza's service worker (scope /): push notifications, the app badge, and an offline page.
   It caches nothing but the offline page and its icons: API answers and media always go to the network. */
const CACHE = 'plaza-offline-v1';
const OFFLINE_URL = '/offline.html';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE_URL, ICON, BADGE])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Only page navigations are answered here, and only when the network fails.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') {
    return;
  }
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL, { cacheName: CACHE })));
});

/** The app icon's badge: unread notifications and unseen messages (Badging API, where there is one). */
async function setBadge(count) {
  try {
    if (count > 0 && self.navigator.setAppBadge) {
      await self.navigator.setAppBadge(count);
    } else if (self.navigator.clearAppBadge) {
      await self.navigator.clearAppBadge();
    }
  } catch {
    /* no badge on this platform */
  }
}

/** Shows a pushed notification; one tag (a chat) is one notification that updates and counts. */
async function showPushed(message) {
  const earlier = await self.registration.getNotifications({ tag: message.tag });
  const count = (earlier[0]?.data?.count ?? 0) + 1;
  await self.registration.showNotification(message.title, {
    body: count > 1 ? `${message.body}\n(${count} new)` : message.body,
    icon: message.icon || ICON,
    badge: BADGE,
    tag: message.tag,
    renotify: true,
    timestamp: Date.now(),
    data: { url: message.url, count },
  });
}

/** Closes what was read elsewhere: one tag, or every tag with a prefix. */
async function withdraw(message) {
  const shown = await self.registration.getNotifications();
  for (const notification of shown) {
    if (notification.tag === message.tag || (message.tag_prefix && notification.tag.startsWith(message.tag_prefix))) {
      notification.close();
    }
  }
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message) {
    return;
  }
  const shown = message.kind === 'withdraw' ? withdraw(message) : showPushed(message);
  event.waitUntil(Promise.all([shown, setBadge(message.unread ?? 0)]));
});

/**
 * Opens a notification's page: in an open Plaza tab if there is one (focused, and told to go
 * there without a reload), else in a new window.
 */
async function openNotification(notification) {
  notification.close();
  const url = new URL(notification.data?.url || '/', self.location.origin);
  const target = url.origin === self.location.origin ? url : new URL('/', self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    open.postMessage({ type: 'plaza.navigate', path: target.pathname + target.search + target.hash });
    await open.focus().catch(() => undefined);
    return open;
  }
  return self.clients.openWindow(target.href);
}
self.openNotification = openNotification;

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});
