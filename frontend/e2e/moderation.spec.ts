import { expect, test } from '@playwright/test';
import pg from 'pg';
import { register, RUN, shot, signIn } from './members';

/**
 * Moderation end to end: a member reports another's post from its ⋯ menu; a moderator opens the
 * console at /admin, resolves the report with "Hide"; the post is gone for members (its author
 * still sees it, marked hidden) and the audit log shows who hid it. A member opening /admin is
 * not allowed in.
 */

/** The e2e app's own database (scripts/e2e-server.mjs): where this test makes a member a moderator. */
function e2eDatabase(): string | undefined {
  if (!process.env.DATABASE_URL) {
    return undefined;
  }
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/plaza_e2e_${Number(process.env.E2E_PORT ?? 3100)}`;
  return url.toString();
}

async function makeModerator(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabase() });
  await client.connect();
  try {
    await client.query(`update users set role = 'moderator' where email = $1`, [email]);
  } finally {
    await client.end();
  }
}

test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the test gives a member the moderator role in the e2e database');

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
