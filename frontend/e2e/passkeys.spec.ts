import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { shot, signUp } from './members';

// Passkeys need a domain for their relying party: this spec opens the app as localhost (the
// e2e server sets WEBAUTHN_RP_ID=localhost), a secure context like 127.0.0.1.
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test('a member adds a passkey, signs out, and signs in with it without typing anything', async ({ browser, request }) => {
  const member = await signUp(request, 'Nadia', 'Costa');
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Chromium's virtual authenticator: a platform authenticator with user verification (a fingerprint).
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('access_token', token.access_token);
    localStorage.setItem('refresh_token', token.refresh_token);
  }, member);
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('Test laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('Test laptop')).toBeVisible();
  await expect(passkeys.getByText(/never used/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  await section.getByRole('button', { name: 'Rename Test laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the passkey' });
  await rename.getByLabel('Name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await shot(page, 'passkeys-security-page');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.first_name}` })).toBeVisible();

  await page.goto('/settings/security');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
  await context.close();
});
