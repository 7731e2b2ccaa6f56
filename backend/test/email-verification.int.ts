import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../src/database/migrations';
import { ormConfig } from '../src/database/orm.config';
import { sql } from '../src/database/sql';
import { sha256 } from '../src/modules/auth/tokens.service';
import { makeTrusted, newUser, signUpBody, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { newListing } from './helpers/listings';
import { lastMailTo, mailsTo } from './helpers/mail';
import { dbOf, makeStaff, report } from './helpers/moderation';
import { admin, startTestApp, type TestApp } from './helpers/test-app';

const LINK = /\/verify-email\/([A-Za-z0-9_-]{43})/;
const INVALID = 'This confirmation link is invalid, already used or expired.';
const CONFIRM_TO_PUBLISH = 'Confirm your email address to publish listings.';
const NEW_ACCOUNT_WRITES = 6;

describe('verified email', () => {
  let t: TestApp;
  let moderator: TestUser;
  const db = (text: string, params: unknown[] = []) => dbOf(t)(text, params);
  /** The token of the newest confirmation link mailed to `email`. */
  const tokenMailedTo = (email: string) => lastMailTo(t, email).match(LINK)![1];
  const verify = (token: string) => t.request('POST', `/api/auth/email/verify/${token}`);
  const me = async (u: TestUser) => (await t.request('GET', '/api/auth/me', { token: u.access_token })).body.user;
  const fresh = () => newUser(t, {}, { confirmed: false });
  const login = (email: string, password: string) => t.request('POST', '/api/auth/login', { body: { email, password } });

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        AUTH_THROTTLE_LIMIT: '1000',
        AUTH_THROTTLE_IP_LIMIT: '1000',
        WRITE_LIMIT_PER_MINUTE: '100',
        NEW_ACCOUNT_WRITE_LIMIT: String(NEW_ACCOUNT_WRITES),
        TRUST_NEW_ACCOUNT_HOURS: '24',
        MODERATION_AUTO_HIDE_WEIGHT: '3',
      },
    });
    moderator = await makeStaff(t, await newUser(t));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('signs up as the spec says (signed in at once) and mails a single-use link, stored only as its hash', async () => {
    const body = signUpBody();
    const reg = await t.request('POST', '/api/auth/register', { body });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ email: body.email, email_verified: false, pending_email: null });
    const signedIn = await login(body.email, body.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email_verified).toBe(false);

    await t.drainQueues();
    const mail = lastMailTo(t, body.email);
    expect(mail).toContain('Subject: Confirm your Plaza email address');
    const token = mail.match(LINK)![1];
    expect(mail).toContain(`${t.config.publicUrl}/verify-email/${token}`);
    const stored = await db('select token_hash, expires_at > now() + interval \'47 hours\' as long_enough from email_verifications where user_id = ?', [reg.body.user.id]);
    expect(stored).toEqual([{ token_hash: sha256(token), long_enough: true }]);
  });

  it('until confirmed: no listing (403 with the reason); confirming opens listings at once, whatever the age', async () => {
    const u = await fresh();
    const refused = await t.request('POST', '/api/marketplaces', { token: u.access_token, body: form({ name: 'Bike' }) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONFIRM_TO_PUBLISH);
    await t.drainQueues();
    const confirmed = await verify(tokenMailedTo(u.email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your email address is confirmed.', email: u.email });
    expect(await me(u)).toMatchObject({ email_verified: true });
    expect(await newListing(t, u, 'marketplaces')).toMatchObject({ id: expect.any(Number) });
  });

  describe('the write budget', () => {
    /** Writes `n` times as `u`; answers the statuses. */
    const writes = async (u: TestUser, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        statuses.push((await t.request('POST', '/api/auth/status', { token: u.access_token, body: { status: 'away' } })).status);
      }
      return statuses;
    };
    const budget = [...Array<number>(NEW_ACCOUNT_WRITES).fill(200), 429];

    it('is NEW_ACCOUNT_WRITE_LIMIT for a fresh account (429 with Retry-After past it)', async () => {
      const u = await fresh();
      expect(await writes(u, NEW_ACCOUNT_WRITES + 1)).toEqual(budget);
      const limited = await t.request('POST', '/api/auth/status', { token: u.access_token, body: { status: 'online' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('stays the new one for a confirmed account younger than a day', async () => {
      const u = await fresh();
      await t.drainQueues();
      expect((await verify(tokenMailedTo(u.email))).status).toBe(200);
      expect(await writes(u, NEW_ACCOUNT_WRITES + 1)).toEqual(budget);
    });

    it('is the general one once the account is confirmed and a day old', async () => {
      const u = await fresh();
      await t.drainQueues();
      expect((await verify(tokenMailedTo(u.email))).status).toBe(200);
      await db("update users set created_at = now() - interval '25 hours' where id = ?", [u.id]);
      const again = { ...u, access_token: (await login(u.email, u.password)).body.token.access_token };
      expect(await writes(again, NEW_ACCOUNT_WRITES + 2)).toEqual(Array(NEW_ACCOUNT_WRITES + 2).fill(200));
    });
  });

  it('refuses unknown, used and expired links (404 with a clear message)', async () => {
    const u = await fresh();
    await t.drainQueues();
    const token = tokenMailedTo(u.email);
    for (const bad of ['nope', 'A'.repeat(43), `${token}x`]) {
      const res = await verify(bad);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(INVALID);
    }
    expect((await verify(token)).status).toBe(200);
    const used = await verify(token);
    expect(used.status).toBe(404);
    expect(used.body.message).toBe(INVALID);

    const late = await fresh();
    await t.drainQueues();
    await db("update email_verifications set expires_at = now() - interval '1 second' where user_id = ?", [late.id]);
    expect((await verify(tokenMailedTo(late.email))).body).toEqual({ statusCode: 404, message: INVALID });
    expect(await me(late)).toMatchObject({ email_verified: false });
  });

  it('resends the link: once a minute to an address, five an hour (429 with Retry-After); 409 once confirmed', async () => {
    const u = await fresh();
    expect((await t.request('POST', '/api/auth/email/resend')).status).toBe(401);
    const soon = await t.request('POST', '/api/auth/email/resend', { token: u.access_token });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('A confirmation link was sent a moment ago. Please wait before asking for another.');
    const wait = Number(soon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    await t.drainQueues();
    const first = tokenMailedTo(u.email);
    for (let sent = 1; sent < 5; sent++) {
      await db("update email_verifications set created_at = created_at - interval '61 seconds' where user_id = ?", [u.id]);
      const res = await t.request('POST', '/api/auth/email/resend', { token: u.access_token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`A new confirmation link is on its way to ${u.email}.`);
    }
    await t.drainQueues();
    expect(mailsTo(t, u.email)).toHaveLength(5);
    const newest = tokenMailedTo(u.email);
    expect(newest).not.toBe(first);
    await db("update email_verifications set created_at = created_at - interval '61 seconds' where user_id = ?", [u.id]);
    const hourly = await t.request('POST', '/api/auth/email/resend', { token: u.access_token });
    expect(hourly.status).toBe(429);
    expect(hourly.body.message).toBe('Too many confirmation links were sent this hour. Please try again later.');
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(60);

    expect((await verify(newest)).status).toBe(200);
    // (u has spent its new-account write budget by now: another confirmed member asks.)
    const done = await t.request('POST', '/api/auth/email/resend', { token: moderator.access_token });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Your email address is already confirmed.');
  });

  describe('reports of new accounts', () => {
    /** A listing of a trusted owner, reported by `reporters`; answers what a visitor then gets. */
    const reportedBy = async (reporters: TestUser[]) => {
      const owner = await newUser(t);
      const listing = await newListing(t, owner, 'marketplaces');
      for (const r of reporters) {
        expect((await report(t, r, 'marketplaces', listing.id)).status).toBe(201);
      }
      const seen = await t.request('GET', `/api/marketplaces/${listing.id}`);
      const cases = await t.request('GET', '/api/admin/reports?subject_type=marketplaces&take=100', { token: moderator.access_token });
      return { seen, kase: cases.body.data.find((c: { subject_id: number }) => c.subject_id === listing.id) };
    };

    it('three fresh accounts hide nothing: the listing stays visible, moderators see the three reports', async () => {
      const { seen, kase } = await reportedBy([await fresh(), await fresh(), await fresh()]);
      expect(seen.status).toBe(200);
      expect(seen.body.data.hidden).toBe(false);
      expect(kase).toMatchObject({ weight: 0, reports_count: 3, auto_hidden_at: null });
      expect(kase.reports).toHaveLength(3);
      expect(kase.reports.map((r: { weight: number }) => r.weight)).toEqual([0, 0, 0]);
    });

    it('three confirmed accounts younger than a day hide nothing either', async () => {
      const reporters = [await fresh(), await fresh(), await fresh()];
      await t.drainQueues();
      for (const r of reporters) {
        expect((await verify(tokenMailedTo(r.email))).status).toBe(200);
      }
      const { seen, kase } = await reportedBy(reporters);
      expect(seen.status).toBe(200);
      expect(kase).toMatchObject({ weight: 0, reports_count: 3 });
    });

    it('three confirmed accounts a day old hide it pending review, as before', async () => {
      const reporters = [await fresh(), await fresh(), await fresh()];
      for (const r of reporters) {
        await makeTrusted(t, r.id);
      }
      // Signed in again: the access check now knows them as trusted.
      const trusted = await Promise.all(reporters.map(async (r) => ({ ...r, access_token: (await login(r.email, r.password)).body.token.access_token })));
      const { seen, kase } = await reportedBy(trusted);
      expect(seen.status).toBe(404);
      expect(kase).toMatchObject({ weight: 3, reports_count: 3, auto_hidden_at: expect.any(String) });
    });
  });

  describe('changing the email', () => {
    const change = (u: TestUser, email: string) =>
      t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ email, current_password: u.password, about: 'Changed' }) });

    it('mails the new address a link and the old one a notice; the old address signs in until the link is followed', async () => {
      const u = await newUser(t);
      const next = `next.${u.email}`;
      const res = await change(u, next);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: u.email, pending_email: next, email_verified: true, about: 'Changed' });
      await t.drainQueues();
      const toNew = lastMailTo(t, next);
      expect(toNew).toContain('Subject: Confirm your new Plaza email address');
      // The old address got two mails (its sign-up link, the notice), delivered in either order.
      const notices = mailsTo(t, u.email).filter((m) => m.includes('Subject: Your Plaza email address is being changed'));
      expect(notices).toHaveLength(1);
      const [notice] = notices;
      expect(notice).toContain(`Your Plaza address is being changed to ${next}.`);
      expect(notice).toContain('If this was not you');
      expect(notice).not.toMatch(LINK);

      expect((await login(u.email, u.password)).status).toBe(200);
      expect((await login(next, u.password)).status).toBe(401);

      const token = toNew.match(LINK)![1];
      const confirmed = await verify(token);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ message: 'Your email address is confirmed.', email: next });
      expect(await me(u)).toMatchObject({ email: next, pending_email: null, email_verified: true });
      expect((await login(next, u.password)).status).toBe(200);
      expect((await login(u.email, u.password)).status).toBe(401);
      expect((await verify(token)).status).toBe(404);
    });

    it('confirming a change also confirms an account that never confirmed its first address; that first link then stops working', async () => {
      const u = await fresh();
      await t.drainQueues();
      const first = tokenMailedTo(u.email);
      const next = `next.${u.email}`;
      expect((await change(u, next)).status).toBe(200);
      await t.drainQueues();
      expect((await verify(tokenMailedTo(next))).status).toBe(200);
      expect(await me(u)).toMatchObject({ email: next, email_verified: true });
      expect((await verify(first)).status).toBe(404);
    });

    it('a later change supersedes an earlier one, and the current address sent back cancels it', async () => {
      const u = await newUser(t);
      expect((await change(u, `one.${u.email}`)).status).toBe(200);
      expect((await change(u, `two.${u.email}`)).status).toBe(200);
      await t.drainQueues();
      expect((await verify(tokenMailedTo(`one.${u.email}`))).status).toBe(404);
      const cancelled = await change(u, u.email);
      expect(cancelled.body.user).toMatchObject({ email: u.email, pending_email: null });
      expect((await verify(tokenMailedTo(`two.${u.email}`))).status).toBe(404);
      expect(await me(u)).toMatchObject({ email: u.email });
    });

    it('checks the address again when the link is followed: 409 when another account took it meanwhile', async () => {
      const u = await newUser(t);
      const wanted = `wanted.${u.email}`;
      expect((await change(u, wanted)).status).toBe(200);
      const taken = await t.request('POST', '/api/auth/register', { body: signUpBody({ email: wanted }) });
      expect(taken.status).toBe(201);
      await t.drainQueues();
      // Two links went to that address: the other account's sign-up and this change; follow the change's.
      const [{ token_hash: changeHash }] = await db('select token_hash from email_verifications where user_id = ? and email = ?', [u.id, wanted]);
      const mine = mailsTo(t, wanted)
        .map((m) => m.match(LINK)?.[1] ?? '')
        .find((tok) => sha256(tok) === changeHash)!;
      const res = await verify(mine);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This email is already taken.');
      expect(await me(u)).toMatchObject({ email: u.email, pending_email: wanted });
    });

    it('a taken address is refused at once (422), and a change needs the current password', async () => {
      const [u, other] = [await newUser(t), await newUser(t)];
      const res = await change(u, other.email);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ['This email is already taken.'] });
      const noPassword = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ email: `x.${u.email}` }) });
      expect(noPassword.status).toBe(422);
      expect(await me(u)).toMatchObject({ pending_email: null });
    });
  });

  it('counts the accounts that existed before it as confirmed (the migration)', async () => {
    const name = `plaza_t_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`create database "${name}"`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const orm = await MikroORM.init({ ...ormConfig(url.toString()), logger: () => undefined });
    try {
      const mine = MIGRATIONS.findIndex((m) => m.name === 'Migration20261202010000_email_verification');
      await orm.migrator.up({ to: MIGRATIONS[mine - 1].name });
      const em = orm.em.fork();
      await sql(em, "insert into users (first_name, last_name, username, email, password_hash) values ('Old', 'Timer', 'old', 'old@example.com', 'x')");
      await orm.migrator.up();
      expect(await sql(em, 'select email_verified_at is not null as verified, pending_email from users')).toEqual([{ verified: true, pending_email: null }]);
    } finally {
      await orm.close(true);
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  });
});
