import { expect, test } from './fixtures';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './axe';
import { openAs, PASSWORD, shot, signUp } from './members';

/** What the member's authenticator app shows, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

test('a member turns on an authenticator app, signs out, and signs in with a code', async ({ browser, request }) => {
  const member = await signUp(request, 'Tomas', 'Keller');
  const page = await openAs(browser, member);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'two-factor-setup');
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByLabel('6-digit code').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('The code is not valid.')).toBeVisible();
  await section.getByLabel('6-digit code').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(section.getByText('They are shown only now.')).toBeVisible();
  await shot(page, 'two-factor-recovery-codes');
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'I saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(codes).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await shot(page, 'two-factor-sign-in-step');
  expect(await seriousViolations(page)).toEqual([]);
  // The confirming code's step is spent: the app's next code signs in.
  await page.getByLabel('6-digit code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.first_name}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});
