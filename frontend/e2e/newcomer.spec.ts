import { expect, test, type Locator, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { api, openAs, PASSWORD, signUp, type SignedInMember } from './members';

/**
 * What a newcomer meets in their first minutes: a sign-up that lands on a first-run home page,
 * people to befriend, and a message from someone that pops up while they are elsewhere. Then
 * every page of the app, checked with axe at both sizes.
 */

const run = Date.now().toString(36);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });
}

/**
 * How many coloured (not grey) pixels `emoji` draws in the fonts of `element` (the app's font list):
 * zero when no font of the list draws it in colour (a blank, or a text font's box).
 */
async function emojiPixels(element: Locator, emoji: string): Promise<number> {
  return element.evaluate(async (el, text) => {
    const family = getComputedStyle(el).fontFamily;
    await document.fonts.load(`32px ${family}`, text);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.font = `32px ${family}`;
    context.textBaseline = 'top';
    context.fillText(text, 4, 4);
    const { data } = context.getImageData(0, 0, 48, 48);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 40) {
        coloured++;
      }
    }
    return coloured;
  }, emoji);
}

/** Whether the element shows all its text: nothing cut off by a line clamp or an ellipsis. */
async function showsWhole(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  return selector.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
}

test.describe('a newcomer', () => {
  let olga: SignedInMember;

  test.beforeAll(async ({ request }) => {
    // Someone already here, and the newest member when the newcomer arrives.
    olga = await signUp(request, 'Olga', 'Nilsen');
  });

  test('signs up to a first-run welcome, befriends someone suggested, and sees a message pop up elsewhere', async ({ page, request }) => {
    const email = `nia_${run}@example.com`;
    const password = 'Newcomer!pass1';

    await test.step('sign up: signed in at once, welcomed as new (not "back")', async () => {
      await page.goto('/register');
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('Last name').fill('Okafor');
      await page.getByLabel('Username').fill(`nia_${run}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password', { exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plaza, Nia' })).toBeVisible();
      await expect(page.getByText(/Welcome back/)).toHaveCount(0);
      await expect(page.getByText(/Your account is ready/)).toBeVisible();
    });

    const people = page.getByRole('region', { name: 'People you may know' });
    await test.step('people you may know: the newest members for someone without friends yet', async () => {
      const row = people.getByRole('listitem').filter({ hasText: 'Olga Nilsen' });
      await expect(row).toContainText('New on Plaza');
      await expect(page.getByText('No friends yet')).toBeVisible(); // not "none of your friends is online"
      await shot(page, 'newcomer-home');
      await row.getByRole('button', { name: 'Add friend' }).click();
      await expect(row.getByRole('button', { name: 'Cancel request' })).toBeVisible();
      await expect(row).toContainText('Request sent');
    });

    const nia = await test.step('Olga accepts', async () => {
      const login = await request.post('/api/auth/login', { data: { email, password } });
      const body = (await login.json()) as { user: { id: number } };
      await api(request, olga, 'post', '/friends/accept', { user_id: body.user.id });
      // Told live, without a reload: the page's socket is on Nia's channel, so what Olga sends
      // next reaches it live and pops up. (After a fresh page load, a message sent before the new
      // socket has joined is fetched once it has: counted and listed, but it pops up no box, as
      // any message from before the load; rejoin.spec.ts covers that.)
      await expect(page.getByTestId('notifications-count').locator('.MuiBadge-badge:not(.MuiBadge-invisible)')).toHaveText('1');
      return body.user.id;
    });

    await test.step('a message from Olga while Nia is on another page opens its chat box and counts in the title', async () => {
      // Another page of the app, reached as a member does, from the navigation (the socket stays).
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Friends', exact: true }).click();
      await expect(page).toHaveURL(/\/friends$/);
      await expect(page.getByRole('list', { name: 'My friends' }).getByRole('link', { name: 'Olga Nilsen' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Chat with / })).toHaveCount(0);

      const { data: chat } = await api<{ data: { id: number } }>(request, olga, 'post', '/chats', { user_id: nia });
      await api(request, olga, 'post', `/chats/${chat.id}/messages`, { message: 'Welcome to Plaza, Nia! 👋' });

      const box = page.getByRole('region', { name: 'Chat with Olga Nilsen' });
      await expect(box).toBeVisible();
      await expect(box.getByRole('list', { name: 'Messages with Olga Nilsen' })).toContainText('Welcome to Plaza, Nia! 👋');
      // The 👋 is drawn in colour by the shipped emoji font, also where the system has none.
      // 🚲 too, which a text font (DejaVu Sans) would draw as a box were it first.
      const bubble = box.getByText('Welcome to Plaza, Nia!');
      expect(await emojiPixels(bubble, '👋')).toBeGreaterThan(20);
      expect(await emojiPixels(bubble, '🚲')).toBeGreaterThan(20);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, 'newcomer-message-arrives');
      // Shown but not yet read: the title counts it (beside Olga's acceptance) until Nia turns to the box.
      const unreadInTitle = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);
      await expect(page).toHaveTitle(/^\(2\) Friends · Plaza$/);
      await box.getByRole('list', { name: 'Messages with Olga Nilsen' }).click();
      await expect.poll(unreadInTitle).toBe(1);
    });
  });

  test('a members’ page sends a visitor to sign in, and back to it afterwards', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Sign in to see friend requests, likes and comments meant for you.')).toBeVisible();
    await page.getByLabel('Email').fill(olga.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Olga Nilsen' })).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`every page has no serious accessibility violation (${viewport.width}×${viewport.height})`, async ({ browser, request }) => {
      test.setTimeout(300_000); // some thirty pages, each analysed in full
      const visitor = await (await browser.newContext({ viewport })).newPage();
      const member = await signUp(request, `Axe${viewport.width}`, 'Checker');
      await api(request, member, 'post', '/friends/add', { user_id: olga.id });
      await api(request, olga, 'post', '/friends/accept', { user_id: member.id });
      const post = await request.post('/api/posts', { headers: { Authorization: `Bearer ${member.token.access_token}` }, multipart: { body: 'A post to look at.' } });
      const postId = ((await post.json()) as { data: { id: number } }).data.id;
      const { data: chat } = await api<{ data: { id: number } }>(request, member, 'post', '/chats', { user_id: olga.id });
      await api(request, olga, 'post', `/chats/${chat.id}/messages`, { message: 'Hello!' });

      const failures: string[] = [];
      const check = async (page: Page, path: string) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        // Analysed once loaded: no page, list or post still showing its placeholder.
        // (A determinate bar, as the storage page's quota, is content and stays.)
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        for (const line of await seriousViolations(page)) {
          failures.push(`${path}: ${line}`);
        }
      };

      // A visitor's pages.
      for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password/not-a-token', '/no-such-page']) {
        await check(visitor, path);
      }
      // A member's pages, every section of the navigation included.
      const page = await openAs(browser, member, viewport);
      const memberPaths = ['/', '/friends', '/friends?tab=requests', '/notifications', '/show_chat', `/show_chat/${chat.id}`, '/profile', '/profile/edit', `/u/${olga.username}`, `/u/${olga.username}/friends`, `/posts/${postId}`];
      await page.goto('/');
      const sections = await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      for (const path of new Set([...memberPaths, ...sections])) {
        await check(page, path);
      }
      // Open dropdowns and menus are pages too.
      await page.goto('/');
      for (const name of ['Messages', 'Notifications', 'Account menu']) {
        await page.getByRole('banner').getByRole('button', { name }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        // Analysed once it has faded in: half-transparent text would read as too faint.
        await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
        for (const line of await seriousViolations(page)) {
          failures.push(`${name} menu: ${line}`);
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  test('a long name shows whole in the profile header and the friends list, at both sizes', async ({ browser, request }) => {
    const long = await signUp(request, 'Maximiliana', 'Wolfeschlegelsteinhausen-Bergdorff');
    await api(request, long, 'post', '/friends/add', { user_id: olga.id });
    await api(request, olga, 'post', '/friends/accept', { user_id: long.id });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await openAs(browser, olga, viewport);
      await page.goto(`/u/${long.username}`);
      const heading = page.getByRole('heading', { level: 1, name: 'Maximiliana Wolfeschlegelsteinhausen-Bergdorff' });
      await expect(heading).toBeVisible();
      expect(await showsWhole(page, heading)).toBe(true);
      await shot(page, `newcomer-long-name-profile-${viewport.width}`);
      await page.goto('/friends');
      const name = page.getByRole('list', { name: 'My friends' }).getByRole('link', { name: 'Maximiliana Wolfeschlegelsteinhausen-Bergdorff' });
      await expect(name).toBeVisible();
      expect(await showsWhole(page, name)).toBe(true);
      await shot(page, `newcomer-long-name-friends-${viewport.width}`);
      await page.context().close();
    }
  });

  test('the header dropdowns work from the keyboard, with a visible focus', async ({ browser, request }) => {
    const member = await signUp(request, 'Kay', 'Board');
    const page = await openAs(browser, member);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    // Tab from the top of the page to the bell, as a keyboard user does.
    for (let i = 0; i < 12 && !(await bell.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(bell).toBeFocused();
    await expect(bell).toHaveClass(/Mui-focusVisible/);
    const ring = await bell.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).boxShadow}`);
    expect(ring).not.toBe('none none');

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu).toBeVisible();
    // The first entry takes the focus; the arrows walk the rest (the newcomer has no news yet).
    await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View All' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(bell).toBeFocused();
  });
});
