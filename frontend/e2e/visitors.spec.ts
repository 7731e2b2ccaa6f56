import { expect, test, type APIRequestContext } from './fixtures';
import { api, PASSWORD, shot, signUp, type SignedInMember } from './members';

async function blog(request: APIRequestContext, member: SignedInMember, title: string, visibility: string): Promise<number> {
  const { data: categories } = await api<{ data: { id: number }[] }>(request, member, 'get', '/blogs/categories');
  const response = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${member.token.access_token}` },
    multipart: { title, category: String(categories[0].id), body: '## Low tide\n\nThe best hour for the **rock pools**.', visibility },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('a visitor reads a public blog post, is asked to sign in to comment, and comes back to it signed in', async ({ browser, request }) => {
  const rita = await signUp(request, 'Rita', 'Writer');
  const open = await blog(request, rita, 'Rock pools at low tide', 'public');
  const closed = await blog(request, rita, 'Members only notes', 'members');

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(`/blogs/${open}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rock pools at low tide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low tide', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveCount(0);
  const signInToComment = page.getByRole('link', { name: 'Sign in to comment' });
  await expect(signInToComment).toBeVisible();
  await shot(page, 'visitor-public-blog-mobile');

  // What is for members sends the visitor to sign in.
  await page.goto(`/blogs/${closed}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/blogs/${open}`);
  await signInToComment.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(rita.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${open}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rock pools at low tide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to comment' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /comment/i })).toBeVisible();
});
