import { expect, test, type Locator, type Page } from './fixtures';
import { crc32, deflateSync } from 'node:zlib';
import { register, shot, signIn } from './members';

/**
 * Friends, notifications, posts and presence between two members, each in a browser of their
 * own: A asks B to be friends, B sees it arrive and accepts, A is told; A likes and comments on
 * B's post, B is told; B closes the page and A sees B go offline. Nothing is reloaded to see news.
 */

/** The number on the notifications bell ('' when there is nothing unread). */
function bell(page: Page): Locator {
  return page.getByTestId('notifications-count').locator('.MuiBadge-badge:not(.MuiBadge-invisible)');
}

/** A real PNG, `width` × `height`, in two colour bands. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const colour = y < height / 2 ? [255, 176, 59] : [47, 91, 234];
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

test('two members: friend request, live notifications, likes and comments, presence', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const ada = await register(request, 'Ada', 'Quinn');
  const bo = await register(request, 'Ben', 'Rivers');
  const a = await signIn(browser, ada);
  const b = await signIn(browser, bo);
  const boPost = 'Sunset over the river tonight.';
  const boProfile = `/u/${bo.username}`;

  await test.step('B posts on the home feed with a photo', async () => {
    await b.getByRole('textbox', { name: 'Write a post' }).fill(boPost);
    await b.getByLabel('Post image file').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png(640, 360) });
    await expect(b.getByRole('img', { name: 'Preview of sunset.png' })).toBeVisible();
    await b.getByRole('button', { name: 'Post', exact: true }).click();
    const post = b.getByRole('article', { name: 'Post by Ben Rivers' });
    await expect(post.getByText(boPost)).toBeVisible();
    await expect(post.getByRole('img', { name: 'Image posted by Ben Rivers' })).toBeVisible();
  });

  await test.step('A finds B by search (case and accents ignored) and sends a request from the profile', async () => {
    await a.goto('/friends');
    await a.getByRole('searchbox', { name: 'Search members' }).fill('RÍVERS');
    const results = a.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: 'Ben Rivers' }).click();
    await expect(a).toHaveURL(new RegExp(`${boProfile}$`));
    const header = a.getByRole('region', { name: 'Ben Rivers' });
    await expect(header.getByText(`@${bo.username}`)).toBeVisible();
    await header.getByRole('button', { name: 'Add friend' }).click();
    await expect(header.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(header.getByText('Request sent')).toBeVisible();
  });

  await test.step('B sees the request arrive in the bell without reloading', async () => {
    await expect(bell(b)).toHaveText('1');
    await b.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    const menu = b.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByText('1 New Notifications')).toBeVisible();
    // Its first entry is 'Mark all as read', then the notifications.
    await expect(menu.getByRole('menuitem').nth(1)).toContainText('Ada Quinn sent you a friend request');
    await expect(menu.getByRole('menuitem').nth(1)).toContainText(/(ago|just now)$/);
    await expect(bell(b)).toHaveCount(0);
    await shot(b, 'notifications-menu');
    await b.keyboard.press('Escape');
  });

  await test.step('B accepts on the Friends page; A is told, and the button on B’s profile follows', async () => {
    await b.goto('/friends?tab=requests');
    const received = b.getByRole('list', { name: 'Received requests' });
    await expect(received.getByText('Ada Quinn')).toBeVisible();
    await received.getByRole('button', { name: 'Accept' }).click();
    // The row says 'Friends', or has gone already: the list is read again once the page's socket
    // has joined its channels, which may come just after the click.
    await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(received.getByRole('button', { name: 'Friends', exact: true }).or(b.getByText('No requests waiting'))).toBeVisible();

    await expect(bell(a)).toHaveText('1');
    const header = a.getByRole('region', { name: 'Ben Rivers' });
    await expect(header.getByRole('button', { name: 'Friends', exact: true })).toBeVisible();
    await a.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(a.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').nth(1)).toContainText(
      'Ben Rivers accepted your friend request',
    );
    await a.keyboard.press('Escape');

    await b.getByRole('tab', { name: 'My friends' }).click();
    const friends = b.getByRole('list', { name: 'My friends' });
    await expect(friends.getByRole('link', { name: 'Ada Quinn' })).toBeVisible();
    await expect(friends.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(b.getByRole('list', { name: 'Online friends' }).getByText('Ada Quinn')).toBeVisible();
    await shot(b, 'friends');
  });

  await test.step('A likes and comments on B’s post from B’s profile', async () => {
    await a.goto(boProfile);
    const header = a.getByRole('region', { name: 'Ben Rivers' });
    await expect(header.getByText('1', { exact: true }).first()).toBeVisible();
    const post = a.getByRole('article', { name: 'Post by Ben Rivers' });
    await expect(post.getByText('0 likes')).toBeVisible();
    await post.getByRole('button', { name: 'Like' }).click();
    await expect(post.getByText('1 like', { exact: true })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await post.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = post.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Lovely colours!');
    await box.press('Enter');
    await expect(post.getByRole('list', { name: 'Comments' }).getByText('Lovely colours!')).toBeVisible();
    await expect(post.getByRole('button', { name: '1 comment' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Online' })).toBeVisible();
    await shot(a, 'profile-other');
  });

  await test.step('B is told of the like and the comment, and reads them on the notifications page', async () => {
    await expect(bell(b)).toHaveText('2');
    await b.goto('/notifications');
    const list = b.getByRole('list', { name: 'Notifications' });
    const entries = list.getByRole('link');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Ada Quinn commented on your post: "Lovely colours!"');
    await expect(entries.nth(1)).toContainText('Ada Quinn liked your post');
    await expect(entries.nth(2)).toContainText('Ada Quinn sent you a friend request: you are now friends');
    await expect(bell(b)).toHaveCount(0);
    await shot(b, 'notifications-page');
  });

  await test.step('A’s home feed shows B’s post with the like and the comment', async () => {
    await a.goto('/');
    const post = a.getByRole('article', { name: 'Post by Ben Rivers' });
    await expect(post.getByText(boPost)).toBeVisible();
    await expect(post.getByText('1 like', { exact: true })).toBeVisible();
    await post.getByRole('button', { name: '1 comment' }).click();
    await expect(post.getByRole('list', { name: 'Comments' }).getByText('Lovely colours!')).toBeVisible();
    await expect(a.getByRole('list', { name: 'Online friends' }).getByText('Ben Rivers')).toBeVisible();
    await shot(a, 'feed');
  });

  await test.step('B closes the page: the presence dot of B on A’s screen turns offline', async () => {
    await a.goto(boProfile);
    const header = a.getByRole('region', { name: 'Ben Rivers' });
    await expect(header.getByRole('img', { name: 'Online' })).toBeVisible();
    await b.context().close();
    await expect(header.getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(header.getByText('Offline', { exact: true })).toBeVisible();
  });
});
