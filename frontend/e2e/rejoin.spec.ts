import { expect, test, type Page } from './fixtures';
import { api, openAs, signUp, type SignedInMember } from './members';

/**
 * A page that has just loaded reads its counts and lists over HTTP, then its socket joins the
 * member's channels. What is sent in between reaches no socket: the page must fetch it once its
 * channels are joined, or it stays unseen until the next event. The window is made certain here:
 * the page's channel authorizations are held until the test has sent its events.
 */

/** Holds every channel authorization of `page` until `release` is called; `asked` once one is requested. */
async function holdChannelJoins(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/broadcasting/auth', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

const responseTo = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api${path}` && r.ok());

test.describe('a page that has just loaded', () => {
  let olga: SignedInMember;
  let nia: SignedInMember;

  test.beforeEach(async ({ request }) => {
    olga = await signUp(request, 'Olga', 'Rejoin');
    nia = await signUp(request, 'Nia', 'Rejoin');
  });

  test('shows a message and a friend request sent while its socket was joining, without a reload', async ({ browser, request }) => {
    const page = await openAs(browser, nia);
    const joins = await holdChannelJoins(page);
    const counted = Promise.all([responseTo(page, '/chats/messages/count-unseen'), responseTo(page, '/notifications/count-unread')]);
    await page.goto('/friends');
    await Promise.all([counted, joins.requested]);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

    // Counted already, not yet on Nia's channel: Olga writes and asks to be friends.
    const { data: chat } = await api<{ data: { id: number } }>(request, olga, 'post', '/chats', { user_id: nia.id });
    await api(request, olga, 'post', `/chats/${chat.id}/messages`, { message: 'Hello Nia!' });
    await api(request, olga, 'post', '/friends/add', { user_id: nia.id });
    // The notification is written after the answer: it exists before the page may join.
    await expect.poll(async () => (await api<{ un_read: number }>(request, nia, 'get', '/notifications/count-unread')).un_read).toBe(1);
    joins.release();

    await expect(header.getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.context().close();
  });

  test("an open chat shows a message sent while its socket was joining the chat's channel", async ({ browser, request }) => {
    const { data: chat } = await api<{ data: { id: number } }>(request, olga, 'post', '/chats', { user_id: nia.id });
    await api(request, olga, 'post', `/chats/${chat.id}/messages`, { message: 'Are you there?' });
    const page = await openAs(browser, nia);
    const joins = await holdChannelJoins(page);
    const loaded = responseTo(page, `/chats/${chat.id}/messages`);
    await page.goto(`/show_chat/${chat.id}`);
    await Promise.all([loaded, joins.requested]);
    const list = page.getByRole('main').getByRole('list', { name: 'Messages with Olga Rejoin' });
    await expect(list).toContainText('Are you there?');

    await api(request, olga, 'post', `/chats/${chat.id}/messages`, { message: 'Sent while joining' });
    joins.release();

    await expect(list).toContainText('Sent while joining');
    await page.context().close();
  });
});
