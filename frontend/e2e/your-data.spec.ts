import { expect, test } from './fixtures';
import { PASSWORD, signIn, signUp } from './members';

test.describe('take your data, or leave', () => {
  test('requests an export from the security page, sees it ready and downloads the zip', async ({ browser, request }) => {
    const member = await signUp(request, 'Dora', 'Export');
    const page = await signIn(browser, member);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section.getByText(/one copy every 24 hours/)).toBeVisible();
    await section.getByRole('button', { name: 'Request my data' }).click();
    // Built in the background; the page hears it is ready over the socket.
    const download = section.getByRole('link', { name: 'Download' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(section.getByRole('button', { name: 'Request my data' })).toBeDisabled();
    await expect(section.getByText(/You can request your next copy on/)).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^plaza-${member.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`));
    const bytes = await file.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('schedules the deletion of the account with the password, shows the banner, and cancels it', async ({ browser, request }) => {
    const member = await signUp(request, 'Lev', 'Leaving');
    const page = await signIn(browser, member);
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/Password/).fill('Wrong-password1!');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('The current password is incorrect')).toBeVisible();
    await dialog.getByLabel(/Password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('status').filter({ hasText: /^Your account will be deleted on/ });
    await expect(banner).toBeVisible();
    // On every page, and after signing in again.
    await page.goto('/friends');
    await expect(banner).toBeVisible();
    const again = await signIn(browser, member);
    const bannerAgain = again.getByRole('status').filter({ hasText: /^Your account will be deleted on/ });
    await expect(bannerAgain).toBeVisible();
    await bannerAgain.getByRole('button', { name: 'Cancel deletion' }).click();
    await expect(again.getByText('The deletion of your account is cancelled.')).toBeVisible();
    await expect(bannerAgain).toBeHidden();
  });
});
