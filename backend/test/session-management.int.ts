import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { eventually } from './helpers/eventually';
import { signUpBody } from './helpers/factories';
import { mailsTo } from './helpers/mail';
import { RawPusher } from './helpers/pusher-clients';
import { connect, disconnected, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** Browsers as their user agents name them, each signing in from an address of its own. */
const CHROME_LINUX = { ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ip: '203.0.113.5' };
const CHROME_LINUX_NEWER = { ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36', ip: '203.0.113.6' };
const FIREFOX_WINDOWS = { ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', ip: '198.51.100.20' };
const SAFARI_IPHONE = {
  ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ip: '192.0.2.44',
};
type Device = typeof CHROME_LINUX;

interface Member {
  id: number;
  email: string;
  password: string;
}
interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Signs up (no session yet). */
async function signUp(t: TestApp): Promise<Member> {
  const body = signUpBody();
  const res = await t.request('POST', '/api/auth/register', { body });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email: body.email, password: body.password };
}

/** Signs in from `device` (its browser and, behind the trusted proxy, its address). */
async function signIn(t: TestApp, m: Member, device: Device): Promise<Tokens> {
  const res = await t.request('POST', '/api/auth/login', {
    body: { email: m.email, password: m.password },
    headers: { 'user-agent': device.ua, 'x-forwarded-for': device.ip },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

describe('where you are signed in: GET and DELETE /api/auth/sessions', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const pushers: RawPusher[] = [];
  const db = () => t.app.get(EntityManager).fork();
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, TRUST_PROXY: '127.0.0.1' } });
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
    pushers.splice(0).forEach((p) => p.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists each open session with its browser, OS, address and times, this device first and flagged', async () => {
    const m = await signUp(t);
    const laptop = await signIn(t, m, CHROME_LINUX);
    const desktop = await signIn(t, m, FIREFOX_WINDOWS);
    const phone = await signIn(t, m, SAFARI_IPHONE);

    const res = await t.request('GET', '/api/auth/sessions', { token: desktop.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toEqual({
      id: sessionOf(desktop.access_token),
      browser: 'Firefox 133',
      os: 'Windows 10',
      device: 'desktop',
      ip: FIREFOX_WINDOWS.ip,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_used_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      current: true,
    });
    const others = res.body.data.slice(1);
    expect(others.map((s: { id: string }) => s.id).sort()).toEqual([sessionOf(laptop.access_token), sessionOf(phone.access_token)].sort());
    expect(others).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Chrome 131', os: 'Linux', device: 'desktop', ip: CHROME_LINUX.ip, current: false }),
        expect.objectContaining({ browser: 'Safari 17', os: 'iOS', device: 'mobile', ip: SAFARI_IPHONE.ip, current: false }),
      ]),
    );
    // From another device, that one is "current".
    const fromLaptop = await t.request('GET', '/api/auth/sessions', { token: laptop.access_token });
    expect(fromLaptop.body.data.filter((s: { current: boolean }) => s.current).map((s: { id: string }) => s.id)).toEqual([sessionOf(laptop.access_token)]);
    // A signed-out session is no longer listed.
    expect((await t.request('POST', '/api/auth/logout', { token: phone.access_token })).status).toBe(200);
    const after = await t.request('GET', '/api/auth/sessions', { token: desktop.access_token });
    expect(after.body.data.map((s: { browser: string }) => s.browser).sort()).toEqual(['Chrome 131', 'Firefox 133']);
    // Nor is one whose refresh token ran out (untouched for 30 days): it can never be used again.
    await sql(db(), "update refresh_tokens set expires_at = now() - interval '1 second' where session_id = ?", [sessionOf(laptop.access_token)]);
    const expired = await t.request('GET', '/api/auth/sessions', { token: desktop.access_token });
    expect(expired.body.data.map((s: { browser: string }) => s.browser)).toEqual(['Firefox 133']);
  });

  it('signing out another session ends its tokens and closes its socket and Pusher connection at once; this one goes on', async () => {
    const m = await signUp(t);
    const mine = await signIn(t, m, CHROME_LINUX);
    const theirs = await signIn(t, m, FIREFOX_WINDOWS);
    const socket = await connect(t, theirs.access_token);
    sockets.push(socket);
    expect(await subscribe(t, socket, theirs.access_token, `private-user.${m.id}`)).toEqual({ ok: true });
    const pusher = await RawPusher.connect(t);
    pushers.push(pusher);
    await pusher.subscribe(t, theirs.access_token, `private-user.${m.id}`);
    const mySocket = await connect(t, mine.access_token);
    sockets.push(mySocket);
    const dropped = disconnected(socket);

    const res = await t.request('DELETE', `/api/auth/sessions/${sessionOf(theirs.access_token)}`, { token: mine.access_token });
    expect(res.status).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    expect(await pusher.closed).toEqual({ code: 4009, reason: 'Your session has ended' });
    expect((await t.request('GET', '/api/auth/me', { token: theirs.access_token })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: theirs.refresh_token } })).status).toBe(401);
    await expect(connect(t, theirs.access_token)).rejects.toThrow('Unauthorized');

    expect((await t.request('GET', '/api/auth/me', { token: mine.access_token })).status).toBe(200);
    expect(mySocket.connected).toBe(true);
    const list = await t.request('GET', '/api/auth/sessions', { token: mine.access_token });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([sessionOf(mine.access_token)]);
    const [row] = await sql<{ revoked_reason: string }>(db(), 'select revoked_reason from sessions where id = ?', [sessionOf(theirs.access_token)]);
    expect(row.revoked_reason).toBe('revoked');
    // Gone is gone: signing it out again finds nothing.
    expect((await t.request('DELETE', `/api/auth/sessions/${sessionOf(theirs.access_token)}`, { token: mine.access_token })).status).toBe(404);
  });

  it('signs out all other sessions with one call and keeps this one', async () => {
    const m = await signUp(t);
    const mine = await signIn(t, m, CHROME_LINUX);
    const two = await signIn(t, m, FIREFOX_WINDOWS);
    const three = await signIn(t, m, SAFARI_IPHONE);
    const socket = await connect(t, three.access_token);
    sockets.push(socket);
    const dropped = disconnected(socket);

    const res = await t.request('DELETE', '/api/auth/sessions', { token: mine.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    expect(await dropped).toBe('io server disconnect');
    for (const gone of [two, three]) {
      expect((await t.request('GET', '/api/auth/me', { token: gone.access_token })).status).toBe(401);
    }
    expect((await t.request('GET', '/api/auth/me', { token: mine.access_token })).status).toBe(200);
    const list = await t.request('GET', '/api/auth/sessions', { token: mine.access_token });
    expect(list.body.data).toEqual([expect.objectContaining({ id: sessionOf(mine.access_token), current: true })]);
    // Nothing else left to sign out.
    expect((await t.request('DELETE', '/api/auth/sessions', { token: mine.access_token })).body).toEqual({ revoked: 0 });
  });

  it("cannot see or sign out another member's session: 404, and it keeps working", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const aTokens = await signIn(t, a, CHROME_LINUX);
    const bTokens = await signIn(t, b, FIREFOX_WINDOWS);
    const res = await t.request('DELETE', `/api/auth/sessions/${sessionOf(bTokens.access_token)}`, { token: aTokens.access_token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Session not found' });
    expect((await t.request('GET', '/api/auth/me', { token: bTokens.access_token })).status).toBe(200);
    const aList = await t.request('GET', '/api/auth/sessions', { token: aTokens.access_token });
    expect(aList.body.data.map((s: { id: string }) => s.id)).toEqual([sessionOf(aTokens.access_token)]);
    // An unknown id, or one that cannot be an id, is the same 404.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await t.request('DELETE', `/api/auth/sessions/${id}`, { token: aTokens.access_token })).status).toBe(404);
    }
    expect((await t.request('GET', '/api/auth/sessions')).status).toBe(401);
  });

  it('keeps "last used" current: at each refresh, and after the first authenticated request of a session', async () => {
    const m = await signUp(t);
    const mine = await signIn(t, m, CHROME_LINUX);
    const other = await signIn(t, m, FIREFOX_WINDOWS);
    const lastUsed = async (token: string) =>
      (await sql<{ at: Date }>(db(), 'select last_used_at as at from sessions where id = ?', [sessionOf(token)]))[0].at;
    const longAgo = "now() - interval '2 days'";
    const dayAgo = Date.now() - 86_400_000;

    // At refresh.
    await sql(db(), `update sessions set last_used_at = ${longAgo} where id = ?`, [sessionOf(other.access_token)]);
    expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(200);
    expect(new Date(await lastUsed(other.access_token)).getTime()).toBeGreaterThan(dayAgo);

    // On the first authenticated request of a session, after its answer.
    await sql(db(), `update sessions set last_used_at = ${longAgo} where id = ?`, [sessionOf(mine.access_token)]);
    const list = await t.request('GET', '/api/auth/sessions', { token: mine.access_token });
    expect(list.status).toBe(200);
    const touched = await eventually(
      () => lastUsed(mine.access_token),
      (at) => new Date(at).getTime() > dayAgo,
    );
    expect(new Date(touched).getTime()).toBeGreaterThan(dayAgo);
    const shown = (await t.request('GET', '/api/auth/sessions', { token: other.access_token })).body.data as { id: string; last_used_at: string }[];
    expect(new Date(shown.find((s) => s.id === sessionOf(mine.access_token))!.last_used_at).getTime()).toBeGreaterThan(dayAgo);
  });
});

describe('a new browser gets the member a "New sign-in" mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signInMails = (m: Member) => mailsTo(t, m.email).filter((mail) => mail.includes('Subject: New sign-in to your Plaza account'));

  it('not for the first sign-in after sign-up, nor for a browser seen before (an update included); once for a new one', async () => {
    const m = await signUp(t);
    await signIn(t, m, CHROME_LINUX);
    await t.drainQueues();
    expect(signInMails(m)).toEqual([]);

    await signIn(t, m, CHROME_LINUX_NEWER);
    await t.drainQueues();
    expect(signInMails(m)).toEqual([]);

    await signIn(t, m, FIREFOX_WINDOWS);
    await t.drainQueues();
    const mails = signInMails(m);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Firefox 133');
    expect(mails[0]).toContain('Windows 10');
    expect(mails[0]).toContain(FIREFOX_WINDOWS.ip);
    expect(mails[0]).toContain(`${t.config.publicUrl}/settings/security`);
    expect(mails[0]).toContain('If this was not you, sign out that session and change your password');
    expect(mails[0]).toMatch(/Time: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT/);

    // The same browser again, even after signing that session out: known now.
    const again = await signIn(t, m, FIREFOX_WINDOWS);
    await t.request('POST', '/api/auth/logout', { token: again.access_token });
    await signIn(t, m, FIREFOX_WINDOWS);
    await t.drainQueues();
    expect(signInMails(m)).toHaveLength(1);
  });

  it("one member's browsers say nothing about another's", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await signIn(t, a, CHROME_LINUX);
    await signIn(t, a, SAFARI_IPHONE);
    await signIn(t, b, FIREFOX_WINDOWS);
    await signIn(t, b, SAFARI_IPHONE);
    await t.drainQueues();
    expect(signInMails(a)).toHaveLength(1);
    expect(signInMails(b)).toHaveLength(1);
    expect(signInMails(b)[0]).toContain('Safari 17');
  });
});

describe('lockout: failures from elsewhere never lock the owner out', () => {
  let t: TestApp;
  // The real limits (5 failures per account and address, 20 attempts per address, per minute);
  // the per-account delay made short so that the suite does not wait seconds per attempt.
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', AUTH_DELAY_BASE_MS: '1', AUTH_DELAY_MAX_MS: '20', WRITE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (email: string, password: string, ip: string) =>
    t.request('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip, 'user-agent': CHROME_LINUX.ua } });

  it('an attacker failing 50 times from one address gets 429 with Retry-After; the owner signs in from theirs at once', async () => {
    const owner = await signUp(t);
    expect((await attempt(owner.email, owner.password, '198.51.100.7')).status).toBe(200);
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await attempt(owner.email, `Wrong!pass${i}`, '203.0.113.66');
      statuses.push(res.status);
      throttled ??= res.status === 429 ? res : undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(throttled!.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' });
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(throttled!.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const owners = await attempt(owner.email, owner.password, '198.51.100.7');
    expect(owners.status).toBe(200);
    expect(owners.body.user.id).toBe(owner.id);
    // The attacker's address stays throttled for this account, even with the right password.
    expect((await attempt(owner.email, owner.password, '203.0.113.66')).status).toBe(429);
  });

  it('failures from many addresses only slow the account down: the owner still signs in, from home or from a new address', async () => {
    const owner = await signUp(t);
    expect((await attempt(owner.email, owner.password, '198.51.100.8')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await attempt(owner.email, 'Wrong!pass1', `192.0.2.${100 + i}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await attempt(owner.email, owner.password, '198.51.100.8')).status).toBe(200);
    expect((await attempt(owner.email, owner.password, '198.51.100.9')).status).toBe(200);
  });

  it('a success clears its own pair: the owner who mistyped four times is not throttled on the fifth mistake after signing in', async () => {
    const owner = await signUp(t);
    const home = '198.51.100.10';
    for (let i = 0; i < 4; i++) {
      expect((await attempt(owner.email, 'Wrong!pass1', home)).status).toBe(401);
    }
    expect((await attempt(owner.email, owner.password, home)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(owner.email, 'Wrong!pass1', home)).status).toBe(401);
    }
    const sixth = await attempt(owner.email, 'Wrong!pass1', home);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps the per-address limit across accounts, and its 429 carries Retry-After too', async () => {
    const ip = '203.0.113.99';
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 21; i++) {
      const res = await attempt(`nobody${i}@example.com`, 'Wrong!pass1', ip);
      statuses.push(res.status);
      throttled = res;
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('answers the same for an unknown account as for a known one', async () => {
    const owner = await signUp(t);
    const known: number[] = [];
    const ghost: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await attempt(owner.email, 'Wrong!pass1', '203.0.113.120')).status);
      ghost.push((await attempt('ghost.account@example.com', 'Wrong!pass1', '203.0.113.121')).status);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(ghost).toEqual(known);
  });
});
