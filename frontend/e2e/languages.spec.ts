import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures';
import { api, PASSWORD, signUp, type Member } from './members';

/** Screenshots to look at (gitignored): each page at a laptop's and a phone's size. */
const SHOTS = join(import.meta.dirname, 'screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(SIZES[0]);
}

/** Signs in through the form, found by its fields (whatever language its words are in). */
async function signInWithForm(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('main').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** A browser of its own whose languages are `locale`'s. */
async function browserIn(browser: Browser, locale: string): Promise<Page> {
  return (await browser.newContext({ locale, viewport: SIZES[0] })).newPage();
}

test.describe('a visitor whose browser is Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('reads the landing and sign-in pages in Portuguese, and so does a member without a chosen language', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Registar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secções' }).getByText('Comunidade')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Idioma:' }).getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true');
    await shots(page, 'pt-PT-landing');

    await banner.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByRole('navigation', { name: 'Secções' })).toBeVisible();
    await expect(page.getByRole('main').locator('svg:has(> path[d^="M11 7 9.6 8.4"])').first()).toHaveCSS('transform', 'none');
    await shots(page, 'pt-PT-sign-in');

    const member = await signUp(request, 'Inês', 'Lopes');
    await signInWithForm(page, member);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await shots(page, 'pt-PT-home');
  });
});

test.describe('Arabic', () => {
  test('a visitor whose browser is Arabic reads the landing and sign-in pages right to left', async ({ browser }) => {
    const page = await browserIn(browser, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('banner').getByRole('link', { name: 'دخول' })).toBeVisible();
    // Mirrored: the section navigation sits at the right edge.
    const nav = page.getByRole('navigation', { name: 'الأقسام' });
    const box = (await nav.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    await shots(page, 'ar-landing');

    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The sign-in card's icon (an arrow entering a door) points the other way, as the text runs.
    const signInIcon = page.getByRole('main').locator('svg:has(> path[d^="M11 7 9.6 8.4"])').first();
    await expect(signInIcon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await shots(page, 'ar-sign-in');
    await page.context().close();
  });

  test('a member chooses Arabic in the top bar beside the account menu; it is saved to the profile and follows them to a fresh browser', async ({
    page,
    request,
    browser,
  }) => {
    const member = await signUp(request, 'Layla', 'Haddad');
    await page.setViewportSize(SIZES[0]);
    await signInWithForm(page, member);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('navigation', { name: 'الأقسام' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'اللغة: العربية' })).toBeVisible();
    const saved = () =>
      request
        .get('/api/auth/me', { headers: { Authorization: `Bearer ${member.token.access_token}` } })
        .then(async (response) => ((await response.json()) as { user: { language: string | null } }).user.language);
    await expect.poll(saved).toBe('ar');
    await shots(page, 'ar-home');

    // Her emoji picker searches Arabic names (made from CLDR at build time: the package has none).
    const friend = await signUp(request, 'Omar', 'Nasser');
    const { data: chat } = await api<{ data: { id: number } }>(request, member, 'post', '/chats', { user_id: friend.id });
    await page.goto(`/show_chat/${chat.id}`);
    await page.getByRole('button', { name: 'إضافة رمز تعبيري' }).click();
    await page.getByRole('textbox', { name: 'اكتب للبحث عن رمز تعبيري' }).fill('إبهام');
    await expect(page.getByRole('gridcell', { name: 'قبول', exact: true }).first()).toBeVisible();
    await shots(page, 'ar-emoji-picker');
    await page.getByRole('gridcell', { name: 'قبول', exact: true }).first().click();
    await expect(page.getByRole('textbox', { name: /^رسالة إلى/ })).toHaveValue('👍');

    // Another device: an English browser that never chose, signed in through the form.
    const elsewhere = await browserIn(browser, 'en-US');
    await elsewhere.goto('/');
    await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'ltr');
    await signInWithForm(elsewhere, member);
    await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(elsewhere.getByRole('banner').getByRole('button', { name: 'اللغة: العربية' })).toBeVisible();
    await elsewhere.context().close();
  });
});
