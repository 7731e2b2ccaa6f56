import { expect, test, type Page } from './fixtures';
import { crc32, deflateSync } from 'node:zlib';
import { linkIn, newestMailTo, outbox } from './mail';
/** A full-page screenshot from the top (the top bar is fixed), with transitions run to their end. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A real PNG (size × size, one colour), as a member's photo would be. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const resetLinkIn = (mail: string | null) => linkIn(mail, 'reset-password');

test.describe('accounts', () => {
  test('sign up, sign in, edit the profile with a photo, sign out, reset the password, sign in again', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    const email = `e2e-${run}@example.com`;
    const password = 'First!pass1';
    const newPassword = 'Second!pass2';
    const main = page.getByRole('main');
    const header = page.getByRole('banner');

    await test.step('a visitor sees the landing page with the way in', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Messages' })).toHaveCount(0);
      await shot(page, 'landing');
    });

    await test.step('sign up, after the form has said what is missing', async () => {
      await header.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await main.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Email is required!')).toBeVisible();
      await expect(page.getByText('Password is required!')).toBeVisible();
      await shot(page, 'register-errors');

      await page.getByLabel('First name').fill('Erin');
      await page.getByLabel('Last name').fill('Tester');
      await page.getByLabel('Username').fill(`erin_${run}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password', { exact: true }).fill(password);
      await shot(page, 'register');
      await main.getByRole('button', { name: 'Sign up' }).click();

      // Signed in at once, on a first home page for a new member.
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plaza, Erin' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(/Your account is ready/)).toBeVisible();
      await shot(page, 'first-home');
    });

    await test.step('signed in: the header has the member’s menus', async () => {
      await expect(header.getByRole('button', { name: 'Messages' })).toBeVisible();
      await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
      await shot(page, 'header-menu');
    });

    await test.step('edit the profile with a new photo and a cover', async () => {
      await page.getByRole('menuitem', { name: 'Edit profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
      await page.getByLabel('About').fill('I test Plaza from end to end.');
      await page.getByLabel('Location').fill('Lisbon');
      await page.getByLabel('Date of birth').fill('1990-04-12');
      await page
        .getByLabel('Profile photo file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(96, [47, 91, 234]) });
      await expect(page.getByText('me.png will be your new photo when you save.')).toBeVisible();
      await shot(page, 'profile-edit');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Profile updated')).toBeVisible();

      const headerPhoto = header
        .getByRole('button', { name: 'Account menu' })
        .getByRole('img', { name: 'Erin Tester' });
      await expect(headerPhoto).toHaveAttribute('src', /\/storage\/avatars\/.+/);
      await expect
        .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      await page
        .getByLabel('Cover image file')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(320, [255, 122, 69]) });
      await expect(page.getByText('cover.png will be your new cover when you save.')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('button', { name: 'Change cover' })).toBeVisible();
      await expect(page.getByText(/will be your new cover/)).toHaveCount(0);
    });

    await test.step('see the profile card', async () => {
      await page.goto('/profile');
      await expect(main.getByRole('heading', { level: 1, name: 'Erin Tester' })).toBeVisible();
      await expect(main.getByText('I test Plaza from end to end.')).toBeVisible();
      await expect(main.getByText('April 12, 1990')).toBeVisible();
      await expect(main.getByRole('region', { name: 'Erin Tester' }).getByRole('img', { name: 'Erin Tester' })).toHaveAttribute(
        'src',
        /\/storage\/avatars\/[^/]+$/,
      );
      // The cover is drawn from the copy of the width the window needs.
      const cover = main.getByRole('img', { name: 'Cover image' });
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/storage\/covers\/w\d+\/[^/]+$/);
      await shot(page, 'profile');
    });

    await test.step('sign out', async () => {
      await header.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('user'),
          localStorage.getItem('access_token'),
          localStorage.getItem('refresh_token'),
        ]),
      ).toEqual([null, null, null]);
    });

    await test.step('ask for a reset link', async () => {
      await header.getByRole('link', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Reset password link sent. Check your email.')).toBeVisible();
      await shot(page, 'forgot');
    });

    await test.step('follow the mailed link and choose a new password', async () => {
      await expect
        .poll(() => resetLinkIn(newestMailTo(email)), { message: `a reset mail to ${email} in ${outbox}` })
        .not.toBeNull();
      const link = resetLinkIn(newestMailTo(email)) ?? '';
      expect(new URL(link).pathname).toMatch(/^\/reset-password\/[^/]+$/);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await shot(page, 'reset');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password Changed')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('the old password no longer works, the new one does', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'Sign in' }).click();
      await expect(main.getByRole('alert')).toHaveText('These credentials do not match our records.');
      await expect(page).toHaveURL(/\/login$/);

      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await main.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Erin' })).toBeVisible();
    });

    await test.step('on a phone: the header menu and the edit page fit', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/profile/edit');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
      await shot(page, 'profile-edit-phone');
      await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await shot(page, 'header-menu-phone');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('the used link is refused before any password is typed', async () => {
      const link = resetLinkIn(newestMailTo(email)) ?? '';
      await page.goto(new URL(link).pathname);
      await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'New link' })).toBeVisible();
      await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    });
  });
});
