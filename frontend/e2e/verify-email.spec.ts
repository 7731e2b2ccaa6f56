import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { linkIn, newestMailTo } from './mail';
import { PASSWORD, RUN, shot } from './members';

/** The confirmation link of the newest mail to `email`, once it is in the outbox. */
async function mailedLink(email: string): Promise<string> {
  await expect.poll(() => linkIn(newestMailTo(email), 'verify-email'), { message: `a confirmation mail to ${email}` }).not.toBeNull();
  return linkIn(newestMailTo(email), 'verify-email')!;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your email' });

/**
 * A newcomer signs up (signed in at once), sees the "Confirm your email" banner on every page and
 * cannot publish a listing yet; follows the mailed link; the banner goes and publishing opens.
 * Then changes the address, which waits for the new address's link.
 */
test('sign up, confirm the email from the mailed link, then change it', async ({ page }) => {
  const email = `vera_${RUN}@example.com`;
  const wide = { width: 1280, height: 800 };
  await page.setViewportSize(wide);

  await test.step('sign up: signed in at once, with the banner', async () => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Mendes');
    await page.getByLabel('Username').fill(`vera_${RUN}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plaza, Vera' })).toBeVisible();
    await expect(banner(page)).toContainText(`We sent a link to ${email}.`);
    await shot(page, 'verify-banner-1280');
    expect(await seriousViolations(page, '[aria-label="Confirm your email"]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(banner(page).getByRole('button', { name: 'Resend' })).toBeVisible();
    await shot(page, 'verify-banner-390');
    await page.setViewportSize(wide);
  });

  await test.step('publishing a listing waits for the confirmation', async () => {
    await page.goto('/marketplaces/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New item' })).toBeVisible();
    await expect(page.getByText('Confirm your email address to publish listings.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(banner(page)).toBeVisible();
    await shot(page, 'verify-listing-waits');
  });

  await test.step('"Resend" right after sign-up is refused for a minute, and says so', async () => {
    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await expect(banner(page)).toContainText('A confirmation link was sent a moment ago. Please wait before asking for another.');
  });

  await test.step('follow the mailed link: confirmed, the banner goes, publishing opens', async () => {
    await page.goto(await mailedLink(email));
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await shot(page, 'verify-confirmed');
    await page.goto('/marketplaces/new');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await expect(page.getByText('Confirm your email address to publish listings.', { exact: false })).toHaveCount(0);
  });

  await test.step('a used link says so', async () => {
    const link = linkIn(newestMailTo(email), 'verify-email')!;
    await page.goto(link);
    await expect(page.getByText('This confirmation link is invalid, already used or expired.', { exact: false })).toBeVisible();
  });

  const next = `vera.new_${RUN}@example.com`;
  await test.step('a new address waits for its own link', async () => {
    await page.goto('/profile/edit');
    await page.getByLabel('Email').fill(next);
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`We sent a link to ${next} — your address changes when you confirm it.`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await shot(page, 'verify-pending-email');
    await page.goto(await mailedLink(next));
    await expect(page.getByText(next)).toBeVisible();
    await page.goto('/profile/edit');
    await expect(page.getByLabel('Email')).toHaveValue(next);
    await expect(page.getByText('your address changes when you confirm it', { exact: false })).toHaveCount(0);
  });
});
