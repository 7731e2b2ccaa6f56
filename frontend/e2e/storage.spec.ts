import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { randomBytes } from 'node:crypto';
import { PASSWORD, register, shot, signIn, type Member } from './members';

/**
 * Storage and bookmarks as two friends use them, each in a browser of their own: Ana uploads a
 * file into a folder (watching its progress), shares the folder with Ben, who opens it and
 * downloads the file; Ana stops sharing and Ben loses it. Ana keeps bookmarks in the three groups.
 */

async function signInApi(request: APIRequestContext, member: Member): Promise<{ token: string; id: number }> {
  const response = await request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user: { id: number }; token: { access_token: string } };
  return { token: body.token.access_token, id: body.user.id };
}

async function befriend(request: APIRequestContext, a: Member, b: Member): Promise<void> {
  const [sa, sb] = [await signInApi(request, a), await signInApi(request, b)];
  expect((await request.post('/api/friends/add', { headers: { authorization: `Bearer ${sa.token}` }, data: { user_id: sb.id } })).status()).toBe(200);
  expect((await request.post('/api/friends/accept', { headers: { authorization: `Bearer ${sb.token}` }, data: { user_id: sa.id } })).status()).toBe(200);
}

/** Slows this page's uploads down so their progress can be watched. */
async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
}

async function rowMenu(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a file uploaded into a folder, shared with a friend who downloads it, then unshared', async ({ browser, request }) => {
  const ana = await register(request, 'Ana', 'Storage');
  const ben = await register(request, 'Ben', 'Storage');
  await befriend(request, ana, ben);

  const anaPage = await signIn(browser, ana);
  await anaPage.goto('/storage');
  await expect(anaPage.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(anaPage.getByText('No files yet')).toBeVisible();
  await expect(anaPage.getByText(/of 1 GB used/)).toBeVisible();

  await anaPage.getByRole('button', { name: 'New folder' }).click();
  await anaPage.getByLabel('Folder name').fill('Trip');
  await anaPage.getByRole('button', { name: 'Create' }).click();
  await anaPage.getByRole('button', { name: /^Trip/ }).click();
  await expect(anaPage).toHaveURL(/\/storage\?folder_id=\d+$/);
  await expect(anaPage.getByText('This folder is empty')).toBeVisible();

  const content = randomBytes(1024 * 1024);
  await slowUploads(anaPage);
  await anaPage.getByLabel('Files to upload').setInputFiles({ name: 'notes.bin', mimeType: 'application/octet-stream', buffer: content });
  const progress = anaPage.getByRole('progressbar', { name: 'Uploading notes.bin' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(anaPage.getByRole('button', { name: /^notes\.bin/ })).toBeVisible({ timeout: 30_000 });
  await expect(anaPage.getByText('1 MB', { exact: false }).first()).toBeVisible();
  await shot(anaPage, 'storage-folder-1280');

  // An image previews in the page.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await anaPage.getByLabel('Files to upload').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await anaPage.getByRole('button', { name: /^dot\.png/ }).click({ timeout: 30_000 });
  const preview = anaPage.getByRole('dialog').getByRole('img', { name: 'dot.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await anaPage.getByRole('button', { name: 'Close' }).click();
  await expect(anaPage.getByRole('dialog')).toHaveCount(0);
  await anaPage.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => anaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(anaPage, 'storage-folder-390');
  await anaPage.setViewportSize({ width: 1280, height: 900 });

  // Share the folder from the top.
  await anaPage.getByRole('link', { name: 'My files' }).click();
  await rowMenu(anaPage, 'Trip', 'Share…');
  await anaPage.getByRole('checkbox', { name: 'Share with Ben Storage' }).check();
  await anaPage.getByRole('dialog').getByRole('button', { name: 'Share', exact: true }).click();
  await expect(anaPage.getByText('Shared “Trip”')).toBeVisible();
  await expect(anaPage.getByRole('dialog').getByText('Shared', { exact: true })).toBeVisible();
  await anaPage.getByRole('button', { name: 'Close' }).click();

  // Ben sees it, opens it and downloads the file.
  const benPage = await signIn(browser, ben);
  await benPage.goto('/storage?view=shared-with-me');
  await expect(benPage.getByRole('button', { name: /^Trip.*from Ana Storage/ })).toBeVisible();
  await benPage.getByRole('button', { name: /^Trip/ }).click();
  await expect(benPage.getByRole('button', { name: /^notes\.bin/ })).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  const [download] = await Promise.all([benPage.waitForEvent('download'), rowMenu(benPage, 'notes.bin', 'Download')]);
  expect(download.suggestedFilename()).toBe('notes.bin');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) {
    chunks.push(chunk as Buffer);
  }
  expect(Buffer.concat(chunks).equals(content)).toBe(true);
  await shot(benPage, 'storage-shared-with-me-1280');

  // Ana stops sharing; Ben loses it at his next request.
  await anaPage.getByRole('tab', { name: 'Shared by me' }).click();
  await expect(anaPage.getByRole('button', { name: /^Trip.*with Ben/ })).toBeVisible();
  await rowMenu(anaPage, 'Trip', 'Share…');
  await anaPage.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(anaPage.getByText('Stopped sharing “Trip”')).toBeVisible();
  await anaPage.getByRole('button', { name: 'Close' }).click();
  await expect(anaPage.getByText('You have not shared anything')).toBeVisible();

  await benPage.goto('/storage?view=shared-with-me');
  await expect(benPage.getByText('Nothing shared with you yet')).toBeVisible();
});

test('files chosen right after opening a new folder are uploaded into it', async ({ browser, request }) => {
  const ana = await register(request, 'Ana', 'Quick');
  const page = await signIn(browser, ana);
  await page.goto('/storage');
  await expect(page.getByText('No files yet')).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Fresh');
  await page.getByRole('button', { name: 'Create' }).click();
  // A slow network: the new folder's details arrive only after the files are chosen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/storage\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Fresh/ }).click();
  await expect(page).toHaveURL(/\/storage\?folder_id=\d+$/);
  // The folder's page is drawn (its name still on the way): a member chooses files on what they see.
  // The URL alone changes before React draws the navigation, and the root's page would take them.
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByText('…')).toBeVisible();
  await page.getByLabel('Files to upload').setInputFiles({ name: 'quick.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  release();
  await expect(page.getByRole('button', { name: /^quick\.txt/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByText('Fresh')).toBeVisible();
});

test('bookmarks in the three groups', async ({ browser, request }) => {
  const cleo = await register(request, 'Cleo', 'Links');
  const page = await signIn(browser, cleo);
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const add = async (group: string, panel: string, title: string, url: string) => {
    await page.getByRole('button', { name: `Add to ${panel}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Group')).toContainText(group);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Address').fill(url);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('region', { name: panel }).getByRole('link', { name: title })).toBeVisible();
  };
  await add('Banking', 'Banking', 'My bank', 'https://bank.example.com/login');
  await add('Mailbox', 'Mailbox', 'Webmail', 'https://mail.example.com');
  await add('Social media', 'Social media', 'Friends', 'https://social.example.com');

  // A refusal shows the server's message.
  await page.getByRole('button', { name: 'Add to Banking' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Bad');
  await page.getByRole('dialog').getByLabel('Address').fill('javascript:alert(1)');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  // Said once, under the field (not also in an alert above the form).
  await expect(page.getByRole('dialog').getByText('Invalid URL')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'bookmarks-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'bookmarks-390');

  await page.getByRole('button', { name: 'Actions for Webmail' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Mailbox' }).getByText('No bookmarks yet')).toBeVisible();
});
