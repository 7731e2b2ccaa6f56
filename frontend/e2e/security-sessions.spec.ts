import { expect, test } from './fixtures';
import { register, shot, signIn } from './members';

test.describe('the security page: where you are signed in', () => {
  test('a member signed in on two browsers signs the other out from the page; the other is signed out at once', async ({ browser, request }) => {
    const member = await register(request, 'Sena', 'Sessions');
    const laptop = await signIn(browser, member);
    const phone = await signIn(browser, member, { width: 390, height: 844 });

    await test.step('open the security page from the account menu', async () => {
      await laptop.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await laptop.getByRole('menuitem', { name: 'Security' }).click();
      await expect(laptop).toHaveURL(/\/settings\/security$/);
      await expect(laptop.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    });

    const list = laptop.getByRole('list', { name: 'Sessions' });
    await test.step('both sessions are listed, this device marked', async () => {
      const rows = list.getByRole('listitem').filter({ hasText: ' on ' });
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByText('This device')).toBeVisible();
      await expect(rows.nth(0)).toContainText('Active now');
      await expect(rows.nth(1).getByText('This device')).toHaveCount(0);
      await expect(rows.nth(1)).toContainText(/Chrome \d+ on Linux/);
      await expect(rows.nth(1)).toContainText('Last active');
      await shot(laptop, 'security-sessions');
    });

    await test.step('sign the other one out', async () => {
      await list.getByRole('button', { name: /^Sign out / }).click();
      await expect(laptop.getByText(/^Signed out Chrome \d+ on Linux\.$/)).toBeVisible();
      await expect(list.getByRole('listitem').filter({ hasText: ' on ' })).toHaveCount(1);
      await expect(laptop.getByText("You're not signed in anywhere else.")).toBeVisible();
    });

    await test.step('the other browser is signed out without doing anything', async () => {
      const header = phone.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(phone.getByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeVisible();
      expect(await phone.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    await test.step('this one stays signed in', async () => {
      await laptop.reload();
      await expect(laptop.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    });

    await laptop.context().close();
    await phone.context().close();
  });
});
