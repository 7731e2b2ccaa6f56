import { expect, test } from './fixtures';

test.describe('the app shell', () => {
  test('a visitor lands on the home page with the top bar and the section navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Plaza' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marketplace' }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/shell-home.png', fullPage: true });
  });

  test('before its JavaScript arrives, a page already shows the top bar, and no stylesheet holds it back', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Plaza', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await page.unrouteAll();
    // With its JavaScript the app replaces it with the real top bar.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Plaza' })).toBeVisible();
    await expect(page.getByText('Plaza', { exact: true })).toHaveCount(1);
    await page.context().close();
  });

  test('a deep link opens its page through the single-page fallback', async ({ page }) => {
    const response = await page.goto('/show_chat/5');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Plaza' }).first()).toBeVisible();
  });

  test('an unknown page shows the not-found page, and the API keeps its JSON 404', async ({ page, request }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    const api = await request.get('/api/no-such-route');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ statusCode: 404, message: 'Not found' });
  });

  test('the health endpoint reports the database up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect((await res.json()).info.database.status).toBe('up');
  });
});
