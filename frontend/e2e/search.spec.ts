import { expect, test, type APIRequestContext } from './fixtures';
import { api, openAs, RUN, shot, signUp, type SignedInMember } from './members';

/** A word only this run writes, so the search finds what this spec made. */
const WORD = `kestrel${RUN.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`;

async function blog(request: APIRequestContext, member: SignedInMember, title: string, body: string): Promise<number> {
  const { data: categories } = await api<{ data: { id: number }[] }>(request, member, 'get', '/blogs/categories');
  const response = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${member.token.access_token}` },
    multipart: { title, category: String(categories[0].id), body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('search from the top bar: suggestions grouped by type, opened with the keyboard, and every result on its page', async ({ browser, request }) => {
  const ines = await signUp(request, 'Ines', 'Searcher');
  await blog(request, ines, `Watching the ${WORD} over the dunes`, 'A small falcon hovering.');
  await blog(request, ines, 'Birds of the coast', `The ${WORD} is the one that hovers.`);
  await api(request, ines, 'post', '/bookmarks', { group: 'social', title: `${WORD} watchers`, url: 'https://birds.example.org/' });

  const page = await openAs(browser, ines);
  const box = page.getByRole('combobox', { name: 'Search Plaza' });
  await box.fill(WORD.slice(0, -1)); // a prefix finds it too
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: new RegExp(`Watching the ${WORD}`) })).toBeVisible();
  await expect(listbox).toContainText('Blogs');
  await expect(listbox).toContainText('Bookmarks');
  await expect(listbox.getByRole('option', { name: /See all results/ })).toBeVisible();
  await shot(page, 'search-suggestions', { fullPage: false });

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Watching the ${WORD} over the dunes` })).toBeVisible();

  await box.fill(WORD);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}`));
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${WORD}”` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Blogs (2)' })).toBeVisible();
  await shot(page, 'search-results');
  await page.getByRole('tab', { name: 'Blogs (2)' }).click();
  await expect(page).toHaveURL(/type=blogs/);
  await page.getByRole('link', { name: /Birds of the coast/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Birds of the coast' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Blogs (2)', selected: true })).toBeVisible();
  await page.goto(`/search?q=${WORD}&type=blogs`); // a shared results address fills the box
  await expect(box).toHaveValue(WORD);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'search-results-mobile');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const narrow = page.getByRole('combobox', { name: 'Search Plaza' });
  await expect(narrow).toBeFocused();
  await expect(narrow).toHaveValue(WORD); // the results page's search, ready to change
  await narrow.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option', { name: /Birds of the coast/ })).toBeVisible();
  await shot(page, 'search-suggestions-mobile', { fullPage: false });
});

test("a phone fetches the search field's code when the search opens, not with the page", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const fieldChunks = () => fetched.filter((path) => /\/assets\/SearchField-[\w-]+\.js$/.test(path)).length;
  await page.goto('/');
  const open = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expect(open).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fieldChunks()).toBe(0);
  await open.tap();
  const field = page.getByRole('combobox', { name: 'Search Plaza' });
  await expect(field).toBeFocused();
  expect(fieldChunks()).toBe(1);
  await field.fill('zz');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.context().close();
});
