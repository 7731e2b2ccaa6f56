import { expect, type APIRequestContext, type Browser, type Page } from './fixtures';
import { linkIn, newestMailTo } from './mail';

/** Members signed up by the end-to-end specs: one password, names unique to this run. */
export const PASSWORD = 'Plaza!e2e-pass1';
export const RUN = Date.now().toString(36);

export interface Member {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

/** A member signed in through the API: their id, the user the API answered and their tokens. */
export interface SignedInMember extends Member {
  id: number;
  user: Record<string, unknown>;
  token: { access_token: string; refresh_token: string };
}

/** How many times each name has been signed up in this worker, so a name two specs share stays two members. */
const taken = new Map<string, number>();

/**
 * Signs a member up through the API (`<first>.<last>_<run>[_<n>]@example.com`): specs share one
 * database and one worker, so the listings spec's "Bruno Reis" and the chat spec's must still be
 * two members.
 */
export async function register(
  request: APIRequestContext,
  first_name: string,
  last_name: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<Member> {
  const base = `${first_name}.${last_name}_${RUN}`.toLowerCase();
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  const username = seen === 0 ? base : `${base}_${seen}`;
  const member = { first_name, last_name, username, email: `${username}@example.com` };
  const response = await request.post('/api/auth/register', { data: { ...member, password: PASSWORD, password_confirmation: PASSWORD } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  if (confirmed) {
    await confirmEmail(request, member.email);
  }
  return member;
}

/**
 * Follows the confirmation link mailed at sign-up, as the member would (verify-email.spec.ts does it
 * in the browser): most specs are about members who confirmed, who may publish listings.
 */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  await expect.poll(() => linkIn(newestMailTo(email), 'verify-email'), { message: `a confirmation mail to ${email}` }).not.toBeNull();
  const token = linkIn(newestMailTo(email), 'verify-email')!.split('/').at(-1)!;
  const response = await request.post(`/api/auth/email/verify/${token}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs a member up and in through the API (the accounts spec covers the forms). */
export async function signUp(
  request: APIRequestContext,
  first_name: string,
  last_name: string,
  options: { confirmed?: boolean } = {},
): Promise<SignedInMember> {
  const member = await register(request, first_name, last_name, options);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { user: SignedInMember['user'] & { id: number }; token: SignedInMember['token'] };
  return { ...member, id: body.user.id, user: body.user, token: body.token };
}

/** An API call as `member`; fails the test on an error status. */
export async function api<T>(
  request: APIRequestContext,
  member: SignedInMember,
  method: 'get' | 'post',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${member.token.access_token}` },
    data,
  });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A browser of its own for `member`, signed in by storing the session as the app does. */
export async function openAs(browser: Browser, member: SignedInMember, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('access_token', token.access_token);
    localStorage.setItem('refresh_token', token.refresh_token);
  }, member);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  return page;
}

/** A browser of its own, signed in through the form, on the member's home page. */
export async function signIn(browser: Browser, member: Member, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.first_name}` })).toBeVisible();
  return page;
}

/**
 * A full-page screenshot from the top (the top bar is fixed), with transitions run to their end.
 * `fullPage: false` for an open popup: Chromium's full-page capture resizes the page, down to 1×1
 * for a moment, and a popup closes as the layout crosses its breakpoints.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage, animations: 'disabled' });
}
