import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seriousViolations } from './axe';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { api, openAs, shot, signUp } from './members';

type CDPSession = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/** The service worker's registration id, from the DevTools protocol (what deliverPushMessage names). */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const scope = new URL('/', page.url()).href;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) {
        resolve(ours.registrationId);
      }
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the service worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon }));
  });

test.describe('notifications outside the tab: preferences, the installable app and web push', () => {
  test('the app is installable: manifest, icons, service worker, offline page, no API answers cached', async ({ browser, request }) => {
    const member = await signUp(request, 'Iris', 'Install');
    const page = await openAs(browser, member);

    await test.step('the service worker controls the page (scope /)', async () => {
      const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(script).toMatch(/\/sw\.js$/);
    });

    await test.step('Chromium finds nothing missing to offer "Install" (in a profile of its own: never in incognito)', async () => {
      const profile = mkdtempSync(join(tmpdir(), 'plaza-install-'));
      const options = test.info().project.use;
      const context = await browser.browserType().launchPersistentContext(profile, { ...options.launchOptions, baseURL: options.baseURL });
      try {
        const fresh = context.pages()[0] ?? (await context.newPage());
        await fresh.goto('/');
        await fresh.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
        const cdp = await context.newCDPSession(fresh);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.errors).toEqual([]);
        expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
        await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
      const cdp = await page.context().newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      const parsed = JSON.parse(manifest.data ?? '{}') as { display: string; icons: { sizes: string; purpose: string }[]; shortcuts: { name: string; url: string }[] };
      expect(parsed.display).toBe('standalone');
      expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      expect(parsed.shortcuts.map((s) => [s.name, s.url])).toEqual([
        ['Chats', '/show_chat'],
        ['Notifications', '/notifications'],
      ]);
    });

    await test.step('only the offline page and its icons are cached, never API answers', async () => {
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys()) {
          urls.push(...(await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname));
        }
        return urls.sort();
      });
      expect(cached).toEqual(['/icons/badge-96.png', '/icons/icon-192.png', '/offline.html']);
    });

    await test.step('a page opened without a network shows the offline page', async () => {
      await page.context().setOffline(true);
      await page.goto('/show_chat').catch(() => undefined);
      await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await page.context().setOffline(false);
    });
    await page.context().close();
  });

  test('a member sets their preferences, and a push shows a notification that opens the chat', async ({ browser, request }) => {
    const sam = await signUp(request, 'Sam', 'Pusher');
    const ana = await signUp(request, 'Ana', 'Sender');
    const page = await openAs(browser, sam);
    await page.context().grantPermissions(['notifications']);

    await test.step('open the notification settings from the account menu', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Notification settings' }).click();
      await expect(page).toHaveURL(/\/settings\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      // The account menu fades out: until it has, its backdrop takes the clicks meant for the grid.
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.locator('.MuiPopover-root:visible')).toHaveCount(0);
    });

    await test.step('the grid shows the defaults, and a change is saved at once', async () => {
      await expect(page.getByRole('switch', { name: 'New chat messages: Push' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Likes on your posts: Push' })).not.toBeChecked();
      // From the keyboard, as a keyboard user would: a click can land on the fixed top bar over a row.
      const likesPush = page.getByRole('switch', { name: 'Likes on your posts: Push' });
      await likesPush.press('Space');
      await expect(likesPush).toBeChecked();
      const quietHours = page.getByRole('switch', { name: 'Quiet hours' });
      await quietHours.press('Space');
      await expect(quietHours).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'From' })).toHaveText('22:00');
      await page.getByRole('combobox', { name: 'Email digest' }).click();
      await page.getByRole('option', { name: 'Daily' }).click();
      await expect
        .poll(async () => (await api<{ data: Record<string, unknown> }>(request, sam, 'get', '/me/notification-preferences')).data)
        .toMatchObject({ digest: 'daily', quiet_hours_start: 22, quiet_hours_end: 7, channels: { post_liked: { push: true } } });
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Likes on your posts: Push' })).toBeChecked();
      await page.getByRole('switch', { name: 'Quiet hours' }).uncheck();
      await shot(page, 'notification-settings');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('turning notifications on registers the service worker and says what happened', async () => {
      await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
      // Without internet Chromium cannot reach its push service: the page says so plainly.
      await expect(page.getByText(/Notifications are on for this device|could not subscribe to its push service/)).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    });

    const chat = await api<{ data: { id: number } }>(request, ana, 'post', '/chats', { user_id: sam.id });
    const chatId = chat.data.id;
    await api(request, ana, 'post', `/chats/${chatId}/messages`, { message: 'Dinner at eight?' });
    const origin = new URL(page.url()).origin;
    const cdp = await page.context().newCDPSession(page);
    const registration = await registrationId(cdp, page);
    const deliver = (payload: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration, data: JSON.stringify(payload) });
    const message = (body: string) => ({ kind: 'notification', title: 'Ana Sender', body, icon: null, url: `${origin}/show_chat/${chatId}`, tag: `chat-${chatId}`, unread: 1 });

    await test.step('a delivered push shows a notification; a second one of the chat updates it', async () => {
      await deliver(message('Dinner at eight?'));
      await expect.poll(() => shown(page)).toEqual([{ title: 'Ana Sender', body: 'Dinner at eight?', tag: `chat-${chatId}`, icon: `${origin}/icons/icon-192.png` }]);
      await deliver(message('Or nine?'));
      await expect.poll(() => shown(page)).toEqual([expect.objectContaining({ body: 'Or nine?\n(2 new)', tag: `chat-${chatId}` })]);
    });

    await test.step('a notification read elsewhere is withdrawn', async () => {
      await deliver({ kind: 'notification', title: 'Ana Sender', body: 'liked your post', icon: null, url: `${origin}/notifications`, tag: 'n-1', unread: 2 });
      await expect.poll(async () => (await shown(page)).length).toBe(2);
      await deliver({ kind: 'withdraw', tag_prefix: 'n-', unread: 1 });
      await expect.poll(async () => (await shown(page)).map((n) => n.tag)).toEqual([`chat-${chatId}`]);
    });

    await test.step('clicking it opens the chat in the open tab', async () => {
      const [worker] = page.context().serviceWorkers();
      await worker.evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration; openNotification: (n: Notification) => Promise<unknown> };
        const [notification] = await scope.registration.getNotifications();
        await scope.openNotification(notification);
      });
      await expect(page).toHaveURL(new RegExp(`/show_chat/${chatId}$`));
      await expect(page.getByText('Or nine?').or(page.getByText('Dinner at eight?')).first()).toBeVisible();
      expect(await shown(page)).toEqual([]);
    });
    await page.context().close();
  });

  test('a browser that blocks notifications is told how to allow them', async ({ browser, request }) => {
    const member = await signUp(request, 'Dora', 'Denied');
    const page = await openAs(browser, member, { width: 390, height: 844 });
    await page.goto('/settings/notifications');
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await expect(page.getByText(/Notifications are blocked for Plaza in this browser|Notifications were not allowed/)).toBeVisible();
    await shot(page, 'notification-settings-phone');
    await page.context().close();
  });
});
