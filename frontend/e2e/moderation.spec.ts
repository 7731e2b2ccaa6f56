import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { register, RUN, shot, signIn, signUp } from './members';

/**
 * Moderation end to end: a member reports another's post from its ⋯ menu; a moderator opens the
 * console at /admin, resolves the report with "Hide"; the post is gone for members (its author
 * still sees it, marked hidden) and the audit log shows who hid it. A member opening /admin is
 * not allowed in. Then the same for a marketplace listing, hidden from the console's Listings.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The e2e app's own database (scripts/e2e-server.mjs): `plaza_e2e_<port>` on DATABASE_URL's
 * server, else the embedded PostgreSQL the app started in its DATA_DIR, found as any client
 * would: its password in DATA_DIR/secrets.json, its port in PostgreSQL's own postmaster.pid.
 */
function e2eDatabase(): string {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/plaza_e2e_${E2E_PORT}`;
    return url.toString();
  }
  const dataDir = join(import.meta.dirname, '..', '..', 'test-results', `e2e-data-${E2E_PORT}`);
  const { embedded_pg_password } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { embedded_pg_password: string };
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://postgres:${encodeURIComponent(embedded_pg_password)}@127.0.0.1:${port}/plaza`;
}

/** Gives a member the moderator role in the database, as the demo seed gives it to its moderator. */
async function makeModerator(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabase() });
  await client.connect();
  try {
    const res = await client.query(`update users set role = 'moderator' where email = $1`, [email]);
    expect(res.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test('a member reports a post, a moderator hides it from the console, members no longer see it', async ({ browser, request }) => {
  const author = await register(request, 'Spammy', 'Seller');
  const reporter = await register(request, 'Rita', 'Reporter');
  const moderator = await register(request, 'Mona', 'Moderator');
  await makeModerator(moderator.email);
  const text = `Cheap watches at spam.example ${RUN}`;

  // The author posts.
  const a = await signIn(browser, author);
  await a.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await a.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.getByRole('article', { name: 'Post by Spammy Seller' }).filter({ hasText: text })).toBeVisible();

  // The reporter finds it on the author's wall and reports it.
  const r = await signIn(browser, reporter);
  await r.goto(`/u/${author.username}`);
  const post = r.getByRole('article', { name: 'Post by Spammy Seller' }).filter({ hasText: text });
  await post.getByRole('button', { name: 'Post actions' }).click();
  await r.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = r.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: /^Spam/ }).check();
  await dialog.getByLabel('Anything moderators should know (optional)').fill('Same link in every post');
  await shot(r, 'moderation-report-dialog');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(r.getByText('Thanks for telling us. A moderator will look at it.')).toBeVisible();

  // A member who opens /admin is not let in.
  await r.goto('/admin');
  await expect(r.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  // The moderator opens the console: the dashboard, then the reports queue.
  const m = await signIn(browser, moderator);
  await m.goto('/admin');
  await expect(m.getByText('Open reports')).toBeVisible();
  await expect(m.getByRole('img', { name: /Activity over the last 14 days/ })).toBeVisible();
  await shot(m, 'moderation-dashboard-1280');
  await m.getByRole('menuitem', { name: 'Reports' }).click();
  const row = m.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await shot(m, 'moderation-queue-1280');
  // The console fits the window: nothing scrolls the page sideways, the Resolve button in sight.
  expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(row.getByRole('button', { name: 'Resolve' })).toBeInViewport();
  await row.getByRole('button', { name: 'Resolve' }).click();
  await m.getByRole('menuitem', { name: 'Hide', exact: true }).click();
  await expect(m.getByText('Hidden')).toBeVisible();
  // The decision is undoable for a moment; it is sent when the notice closes.
  await expect(m.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });

  // Gone for members; the author still sees it, marked hidden.
  await expect(async () => {
    await r.goto(`/u/${author.username}`);
    await expect(r.getByText(text)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await a.reload();
  const own = a.getByRole('article', { name: 'Post by Spammy Seller' }).filter({ hasText: text });
  await expect(own.getByText('Hidden by moderators')).toBeVisible();

  // Members: the moderator's own row offers nothing the server would refuse.
  await m.getByRole('menuitem', { name: 'Members' }).click();
  const search = m.getByPlaceholder('Name, username or email');
  await search.fill(moderator.email);
  const ownRow = m.getByRole('row').filter({ hasText: moderator.email });
  await expect(ownRow.getByText('You', { exact: true })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Warn' })).toHaveCount(0);
  await search.fill(author.email);
  await expect(m.getByRole('row').filter({ hasText: author.email }).getByRole('button', { name: 'Warn' })).toBeVisible();
  expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The audit log says who hid it.
  await m.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(m.getByText(/Mona Moderator hid post #\d+/)).toBeVisible();
  await shot(m, 'moderation-audit-1280');

  // The console on a phone.
  await m.setViewportSize({ width: 390, height: 844 });
  await m.goto('/admin/reports?filter=%7B%22status%22%3A%22resolved%22%7D');
  await expect(m.getByText(text).first()).toBeVisible();
  await shot(m, 'moderation-queue-390');
});

test('a member reports a listing, a moderator hides it from the console’s listings, its seller sees it hidden', async ({ browser, request }) => {
  const seller = await signUp(request, 'Fake', 'Watches');
  const reporter = await register(request, 'Lara', 'Lookout');
  const moderator = await register(request, 'Milo', 'Moderator');
  await makeModerator(moderator.email);
  const name = `Genuine designer watch ${RUN}`;
  const created = await request.post('/api/marketplaces', {
    headers: { Authorization: `Bearer ${seller.token.access_token}` },
    multipart: {
      name,
      category: 'Clothing & accessories',
      price: '49',
      location: 'Lisbon, Baixa',
      contact_information: 'Message me here',
      description: 'Original box and papers. Cash only, no questions.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = ((await created.json()) as { data: { id: number } }).data;

  // The reporter opens the listing and reports it from its ⋯ menu.
  const r = await signIn(browser, reporter);
  await r.goto(`/marketplaces/${listing.id}`);
  await expect(r.getByRole('heading', { level: 1, name })).toBeVisible();
  await r.getByRole('button', { name: 'Actions on this item' }).click();
  await r.getByRole('menuitem', { name: 'Report item' }).click();
  const dialog = r.getByRole('dialog', { name: 'Report this item' });
  await dialog.getByRole('radio', { name: /^Scam or fraud/ }).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(r.getByText('Thanks for telling us. A moderator will look at it.')).toBeVisible();

  // The moderator finds it under Listings › Marketplace, reported, and hides it.
  const m = await signIn(browser, moderator);
  await m.goto('/admin');
  // Listings: a heading of the menu and a group of the dashboard's counts.
  await expect(m.getByText('Listings', { exact: true })).toHaveCount(2);
  await shot(m, 'moderation-dashboard-listings-1280');
  await m.getByRole('menuitem', { name: 'Marketplace' }).click();
  const row = m.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ })).toBeVisible();
  await expect(row.getByText('€49.00', { exact: true })).toBeVisible();
  await shot(m, 'moderation-listings-1280');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });

  // Gone for the reporter; the seller still sees it, told a moderator hid it.
  await expect(async () => {
    await r.reload();
    await expect(r.getByText('This listing is not available')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const s = await signIn(browser, seller);
  await s.goto(`/marketplaces/${listing.id}`);
  await expect(s.getByRole('status').filter({ hasText: 'Hidden by a moderator' })).toContainText('Only you can see this item.');
  await shot(s, 'moderation-listing-hidden-owner');

  // The audit log names the decision, and the console lists it as hidden.
  await m.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(m.getByText(/Milo Moderator hid item in marketplace #\d+/)).toBeVisible();
  await m.getByRole('menuitem', { name: 'Marketplace' }).click();
  await expect(m.getByRole('row').filter({ hasText: name }).getByText('Hidden', { exact: true })).toBeVisible();
  await shot(m, 'moderation-listings-hidden-1280');
});

test("on a phone the console's title fits its top bar, the language button showing its icon under its name", async ({ browser, request }) => {
  const moderator = await register(request, 'Mina', 'Moderator');
  await makeModerator(moderator.email);
  const page = await signIn(browser, moderator, { width: 390, height: 844 });
  await page.goto('/admin');
  const title = page.getByRole('banner').getByText('Plaza moderation');
  await expect(title).toBeVisible();
  // Not clipped: the title's line is as wide as its words.
  expect(await title.evaluate((el) => el.closest('h6')!.scrollWidth <= el.closest('h6')!.clientWidth)).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await shot(page, 'moderation-console-phone');
});
