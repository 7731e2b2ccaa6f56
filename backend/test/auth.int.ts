import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import sharp from 'sharp';
import { sql } from '../src/database/sql';
import { sha256 } from '../src/modules/auth/tokens.service';
import { form, png } from './helpers/forms';
import { newUser, PASSWORD, signUpBody } from './helpers/factories';
import { lastMailTo } from './helpers/mail';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const USER_KEYS = [
  'about', 'avatar', 'country', 'cover', 'created_at', 'date_of_birth', 'deletion_scheduled_at', 'education', 'email', 'email_verified', 'favorite_music',
  'favorite_tv_show', 'first_name', 'gender', 'id', 'is_online', 'language', 'last_name', 'location', 'other_interests', 'pending_email', 'role',
  'status', 'two_factor_enabled', 'username', 'work_experience',
].sort();

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Generous throttling here; the throttling suite below uses the real defaults.
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates the member and returns the user without any secret', async () => {
      const body = signUpBody({ email: 'Mixed.Case@Example.com' });
      const res = await t.request('POST', '/api/auth/register', { body });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
      expect(res.body.user).toMatchObject({ first_name: 'Ana', email: 'mixed.case@example.com', role: 'member', is_online: false, status: 'online', avatar: null });
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash|token/i);
    });

    it('answers each spec message for an empty form', async () => {
      const res = await t.request('POST', '/api/auth/register', { body: {} });
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject({
        first_name: expect.arrayContaining(['This field is required!']),
        last_name: expect.arrayContaining(['This field is required!']),
        username: expect.arrayContaining(['This field is required!']),
        email: expect.arrayContaining(['Email is required!']),
        password: expect.arrayContaining(['Password is required!']),
        password_confirmation: expect.arrayContaining(['This field is required!']),
      });
      expect(res.body.message).toBe('This field is required!');
    });

    it('checks the password rules and the confirmation, word for word', async () => {
      const short = await t.request('POST', '/api/auth/register', { body: signUpBody({ password: 'abc', password_confirmation: 'abc' }) });
      expect(short.body.errors.password).toEqual([
        'Password must be at least 8 characters long',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one special character',
      ]);
      const mismatch = await t.request('POST', '/api/auth/register', { body: signUpBody({ password_confirmation: 'Other!1234' }) });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['Passwords must match'] });
    });

    it('checks names are at least 3 characters and the email is valid', async () => {
      const res = await t.request('POST', '/api/auth/register', { body: signUpBody({ first_name: 'Al', username: 'ab', email: 'not-an-email' }) });
      expect(res.status).toBe(422);
      expect(res.body.errors.first_name).toEqual(['This field must be at least 3 characters long']);
      expect(res.body.errors.username).toContain('This field must be at least 3 characters long');
      expect(res.body.errors.email).toEqual(['Invalid email address']);
    });

    it('refuses usernames that are fixed paths (e.g. /users/blocked)', async () => {
      const res = await t.request('POST', '/api/auth/register', { body: signUpBody({ username: 'Blocked' }) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ username: ['This username is not available.'] });
    });

    it('refuses a taken email or username (case-insensitively) with 422 on that field', async () => {
      const first = signUpBody();
      expect((await t.request('POST', '/api/auth/register', { body: first })).status).toBe(201);
      const sameEmail = await t.request('POST', '/api/auth/register', { body: signUpBody({ email: first.email.toUpperCase() }) });
      expect(sameEmail.status).toBe(422);
      expect(sameEmail.body.errors).toEqual({ email: ['This email is already taken.'] });
      const sameUsername = await t.request('POST', '/api/auth/register', { body: signUpBody({ username: first.username.toUpperCase() }) });
      expect(sameUsername.body.errors).toEqual({ username: ['This username is already taken.'] });
    });

    it('keeps one account when two identical sign-ups race', async () => {
      const body = signUpBody();
      const results = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/auth/register', { body })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 422)).toHaveLength(2);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with { user, token: { access_token, refresh_token } }', async () => {
      const body = signUpBody();
      await t.request('POST', '/api/auth/register', { body });
      const res = await t.request('POST', '/api/auth/login', { body: { email: body.email.toUpperCase(), password: PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(body.email);
      expect(res.body.token).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
      const me = await t.request('GET', '/api/auth/me', { token: res.body.token.access_token });
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe(body.username);
    });

    it('answers 401 with the same message for a wrong password and an unknown account', async () => {
      const u = await newUser(t);
      const wrong = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: 'Wrong!pass1' } });
      const unknown = await t.request('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'Wrong!pass1' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'These credentials do not match our records.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers the sign-in messages of the spec', async () => {
      const res = await t.request('POST', '/api/auth/login', { body: { email: 'x' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ['Invalid email address'], password: ['Password is required!'] });
      const empty = await t.request('POST', '/api/auth/login', { body: {} });
      expect(empty.body.errors.email[0]).toBe('Email is required!');
    });

    it('refuses requests without a valid access token with 401', async () => {
      expect((await t.request('GET', '/api/auth/me')).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: 'not.a.jwt' })).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: 'not.a.jwt' })).body).toEqual({ statusCode: 401, message: 'Unauthenticated' });
    });
  });

  describe('refresh tokens', () => {
    it('rotates: each refresh token works once and yields a working pair', async () => {
      const u = await newUser(t);
      const first = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
      expect(first.status).toBe(200);
      expect(first.body.refresh_token).not.toBe(u.refresh_token);
      expect((await t.request('GET', '/api/auth/me', { token: first.body.access_token })).status).toBe(200);
      const second = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: first.body.refresh_token } });
      expect(second.status).toBe(200);
    });

    it('revokes the whole family when a rotated token is presented again after the grace window', async () => {
      const u = await newUser(t);
      const rotated = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
      expect(rotated.status).toBe(200);
      await sql(t.app.get(EntityManager).fork(), "update refresh_tokens set used_at = now() - interval '11 seconds' where token_hash = ?", [sha256(u.refresh_token)]);
      // The old token comes back (stolen or replayed): refused, and the family is revoked...
      const replay = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
      expect(replay.status).toBe(401);
      // ...so the legitimate newer token and the session's access tokens stop working too.
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: rotated.body.refresh_token } })).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: rotated.body.access_token })).status).toBe(401);
      // Other sessions of the same member are untouched.
      const other = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect((await t.request('GET', '/api/auth/me', { token: other.body.token.access_token })).status).toBe(200);
    });

    it('twenty tabs refreshing the same token at once all get the same new pair, and it works', async () => {
      const u = await newUser(t);
      const results = await Promise.all(Array.from({ length: 20 }, () => t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const pairs = new Set(results.map((r) => JSON.stringify(r.body)));
      expect(pairs.size).toBe(1);
      const pair = results[0].body;
      expect(pair.refresh_token).not.toBe(u.refresh_token);
      expect((await t.request('GET', '/api/auth/me', { token: pair.access_token })).status).toBe(200);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: pair.refresh_token } })).status).toBe(200);
    });

    it('within the grace window, a token whose successor was already used is a replay: the family is revoked', async () => {
      const u = await newUser(t);
      const first = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
      const second = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: first.body.refresh_token } });
      expect(second.status).toBe(200);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: second.body.access_token })).status).toBe(401);
    });

    it('refuses an unknown refresh token and an empty body', async () => {
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: 'nope' } })).status).toBe(401);
      const empty = await t.request('POST', '/api/auth/refresh', { body: {} });
      expect(empty.status).toBe(422);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session: its access and refresh tokens stop working, other sessions go on', async () => {
      const u = await newUser(t);
      const other = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      const out = await t.request('POST', '/api/auth/logout', { token: u.access_token });
      expect(out.status).toBe(200);
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: other.body.token.access_token })).status).toBe(200);
    });
  });

  describe('POST /api/auth/status', () => {
    it('sets online, away or offline and refuses anything else', async () => {
      const u = await newUser(t);
      const away = await t.request('POST', '/api/auth/status', { token: u.access_token, body: { status: 'away' } });
      expect(away.status).toBe(200);
      expect(away.body.user.status).toBe('away');
      const bad = await t.request('POST', '/api/auth/status', { token: u.access_token, body: { status: 'busy' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.status).toEqual(['Status must be online, away or offline']);
    });
  });

  describe('POST /api/auth/profile/edit', () => {
    it('changes only the fields sent', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', {
        token: u.access_token,
        body: form({ about: 'I like bikes', location: 'Porto', date_of_birth: '1990-04-12' }),
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ about: 'I like bikes', location: 'Porto', date_of_birth: '1990-04-12', first_name: 'Ana', email: u.email });
    });

    it('applies the profile rules (3–255, email, about ≤ 500, confirmation)', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', {
        token: u.access_token,
        body: form({ first_name: 'Al', email: 'bad', about: 'x'.repeat(501), gender: 'g'.repeat(256), password: 'Newpass!1', password_confirmation: 'Other!111' }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        first_name: ['This field must be at least 3 characters long'],
        email: ['Invalid email address'],
        about: ['This field must be at most 500 characters long'],
        gender: ['This field must be at most 255 characters long'],
        password_confirmation: ['Passwords must match'],
      });
      const me = await t.request('GET', '/api/auth/me', { token: u.access_token });
      expect(me.body.user.first_name).toBe('Ana');
    });

    it('refuses an email or username another member has', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', { token: b.access_token, body: form({ email: a.email, username: a.username }) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ['This email is already taken.'], username: ['This username is already taken.'] });
      // Keeping one's own values is fine.
      const own = await t.request('POST', '/api/auth/profile/edit', { token: b.access_token, body: form({ email: b.email }) });
      expect(own.status).toBe(200);
    });

    it('a new password keeps this session, ends the others, and works for sign-in', async () => {
      const u = await newUser(t);
      const other = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      const res = await t.request('POST', '/api/auth/profile/edit', {
        token: u.access_token,
        body: form({ current_password: u.password, password: 'Brandnew!42', password_confirmation: 'Brandnew!42' }),
      });
      expect(res.status).toBe(200);
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
      expect((await t.request('GET', '/api/auth/me', { token: other.body.token.access_token })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: 'Brandnew!42' } })).status).toBe(200);
    });

    it('a new password or email needs the current password (a stolen access token alone cannot take the account)', async () => {
      const u = await newUser(t);
      const change = { password: 'Brandnew!42', password_confirmation: 'Brandnew!42' };
      for (const extra of [{}, { current_password: 'Wrong!pass1' }] as Record<string, string>[]) {
        const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ ...change, ...extra }) });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ current_password: ['The current password is incorrect'] });
      }
      const email = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ email: `new.${u.email}` }) });
      expect(email.status).toBe(422);
      expect(email.body.errors).toEqual({ current_password: ['The current password is incorrect'] });
      expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
      const ok = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ email: `new.${u.email}`, current_password: u.password }) });
      expect(ok.status).toBe(200);
      // The new address waits for its link (email-verification.int.ts follows it).
      expect(ok.body.user).toMatchObject({ email: u.email, pending_email: `new.${u.email}` });
    });

    it('a new password follows the sign-up rules', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', {
        token: u.access_token,
        body: form({ current_password: u.password, password: 'lowercase1', password_confirmation: 'lowercase1' }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        password: ['Password must contain at least one uppercase letter', 'Password must contain at least one special character'],
      });
    });

    it('stores an avatar re-encoded with a 90×90 thumbnail, served under /storage/avatars', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({}, { avatar: { data: await png(400, 300), name: 'me.png', type: 'image/png' } }) });
      expect(res.status).toBe(200);
      const name = res.body.user.avatar as string;
      expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const full = await fetch(`${t.url}/storage/avatars/${name}`);
      expect(full.status).toBe(200);
      const thumb = await fetch(`${t.url}/storage/avatars/thumbs/${name}`);
      expect(thumb.status).toBe(200);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([90, 90]);
    });

    it('strips EXIF (GPS included) from uploaded images', async () => {
      const u = await newUser(t);
      const withGps = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret place' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 9/1 0/1' } })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({}, { avatar: { data: withGps, name: 'gps.jpg', type: 'image/jpeg' } }) });
      expect(res.status).toBe(200);
      const stored = await fetch(`${t.url}/storage/avatars/${res.body.user.avatar}`);
      const bytes = Buffer.from(await stored.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret place'))).toBe(false);
    });

    it('answers 415 for a file that is not an image, whatever its name and type say', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/profile/edit', {
        token: u.access_token,
        body: form({ about: 'should not be saved' }, { avatar: { data: Buffer.from('%PDF-1.4 not an image at all'), name: 'cat.png', type: 'image/png' } }),
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The file must be a JPEG, PNG, WebP or GIF image');
      const me = await t.request('GET', '/api/auth/me', { token: u.access_token });
      expect(me.body.user.about).toBeNull();
    });

    it('answers 413 for an avatar over 5 MB and keeps the profile as it was', async () => {
      const u = await newUser(t);
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ about: 'nope' }, { avatar: { data: big, name: 'big.png', type: 'image/png' } }) });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The avatar must be at most 5 MB');
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).body.user.about).toBeNull();
    });

    it('refuses a JSON body (multipart only) with 415 and unknown files with 422', async () => {
      const u = await newUser(t);
      expect((await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: { about: 'json' } })).status).toBe(415);
      const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({}, { resume: { data: await png(), name: 'a.png' } }) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ resume: ['This field is not allowed'] });
    });
  });

  describe('POST /api/auth/profile/cover', () => {
    it('stores the cover and replaces the previous one', async () => {
      const u = await newUser(t);
      const first = await t.request('POST', '/api/auth/profile/cover', { token: u.access_token, body: form({}, { cover: { data: await png(1200, 400), name: 'c.png' } }) });
      expect(first.status).toBe(200);
      const second = await t.request('POST', '/api/auth/profile/cover', { token: u.access_token, body: form({}, { cover: { data: await png(1000, 300), name: 'd.png' } }) });
      expect(second.body.user.cover).not.toBe(first.body.user.cover);
      expect((await fetch(`${t.url}/storage/covers/${second.body.user.cover}`)).status).toBe(200);
      expect((await fetch(`${t.url}/storage/covers/${first.body.user.cover}`)).status).toBe(404);
    });

    it('answers 422 without a file and 413 over 10 MB', async () => {
      const u = await newUser(t);
      const none = await t.request('POST', '/api/auth/profile/cover', { token: u.access_token, body: form({}) });
      expect(none.status).toBe(422);
      const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await t.request('POST', '/api/auth/profile/cover', { token: u.access_token, body: form({}, { cover: { data: big, name: 'big.png' } }) });
      expect(res.status).toBe(413);
    });
  });

  describe('password recovery by mail', () => {
    it('mails a single-use link; following it sets the password and signs out everywhere', async () => {
      const u = await newUser(t);
      const forgot = await t.request('POST', '/api/auth/password/forgot', { body: { email: u.email } });
      expect(forgot.status).toBe(200);
      await t.drainQueues();
      const mail = lastMailTo(t, u.email);
      expect(mail).toContain('Subject: Reset your Plaza password');
      const link = mail.match(/http:\/\/localhost:0\/reset-password\/([A-Za-z0-9_-]{43})/);
      expect(link).not.toBeNull();
      const token = link![1];
      // The reset page checks the link before the member types a password.
      const check = await t.request('GET', `/api/auth/password/reset/${token}`);
      expect(check.status).toBe(200);
      expect(Date.parse(check.body.data.expires_at)).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

      const reset = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { password: 'Reset!pass9', password_confirmation: 'Reset!pass9' } });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: 'Password Changed' });
      // Sessions from before are gone; the new password signs in, the old one does not.
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: 'Reset!pass9' } })).status).toBe(200);
      // The link cannot be used twice.
      const again = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { password: 'Again!pass9', password_confirmation: 'Again!pass9' } });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
      const used = await t.request('GET', `/api/auth/password/reset/${token}`);
      expect(used.status).toBe(404);
      expect(used.body.message).toBe('This password reset link is invalid or has expired.');
      expect((await t.request('GET', '/api/auth/password/reset/not-a-token')).status).toBe(404);
    });

    it("accepts the link's token in the body too, as the spec's client sends it, only when it equals the path's", async () => {
      const u = await newUser(t);
      await t.request('POST', '/api/auth/password/forgot', { body: { email: u.email } });
      await t.drainQueues();
      const token = lastMailTo(t, u.email).match(/reset-password\/([A-Za-z0-9_-]{43})/)![1];
      const body = { password: 'Reset!pass9', password_confirmation: 'Reset!pass9' };
      const other = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { ...body, token: 'another-token' } });
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
      const same = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { ...body, token } });
      expect(same.status).toBe(200);
      expect(same.body).toEqual({ message: 'Password Changed' });
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const known = await newUser(t);
      const a = await t.request('POST', '/api/auth/password/forgot', { body: { email: known.email } });
      const b = await t.request('POST', '/api/auth/password/forgot', { body: { email: 'ghost@example.com' } });
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      await t.drainQueues();
      expect(() => lastMailTo(t, 'ghost@example.com')).toThrow('no mail');
    });

    it('answers at once whether or not the account exists: the token and the mail are made after the answer', async () => {
      const known = await newUser(t);
      // While another transaction holds password_resets, work done before answering would wait for it.
      const holder = new Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table password_resets in access exclusive mode');
      let answers: unknown[];
      try {
        const ask = async (email: string) => {
          const res = await t.request('POST', '/api/auth/password/forgot', { body: { email } });
          return { status: res.status, body: res.body as unknown };
        };
        const late = new Promise((resolve) => setTimeout(() => resolve('no answer within 3 s'), 3000));
        answers = await Promise.all([known.email, 'ghost@example.com'].map((email) => Promise.race([ask(email), late])));
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(answers[0]).toEqual({ status: 200, body: { message: 'If an account exists for this email, a link to reset its password is on its way.' } });
      expect(answers[1]).toEqual(answers[0]);
      await t.drainQueues();
      expect(lastMailTo(t, known.email)).toMatch(/reset-password\/[A-Za-z0-9_-]{43}/);
      expect(() => lastMailTo(t, 'ghost@example.com')).toThrow('no mail');
    });

    it('refuses an expired link', async () => {
      const u = await newUser(t);
      await t.request('POST', '/api/auth/password/forgot', { body: { email: u.email } });
      await t.drainQueues();
      const token = lastMailTo(t, u.email).match(/reset-password\/([A-Za-z0-9_-]{43})/)![1];
      await sql(t.app.get(EntityManager).fork(), "update password_resets set expires_at = now() - interval '1 minute'");
      expect((await t.request('GET', `/api/auth/password/reset/${token}`)).status).toBe(404);
      const res = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { password: 'Reset!pass9', password_confirmation: 'Reset!pass9' } });
      expect(res.status).toBe(422);
    });

    it('checks the new password with the sign-up rules', async () => {
      const res = await t.request('POST', '/api/auth/password/reset/whatever', { body: { password: 'short', password_confirmation: 'nope' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toContain('Password must be at least 8 characters long');
      expect(res.body.errors.password_confirmation).toEqual(['Passwords must match']);
    });
  });

  describe('banned members', () => {
    it('cannot sign in, and their access tokens stop working at once', async () => {
      const u = await newUser(t);
      await sql(t.app.get(EntityManager).fork(), 'update users set banned_at = now() where id = ?', [u.id]);
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })).status).toBe(401);
      const login = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe('This account has been suspended.');
    });
  });
});

describe('throttling of sign-in, sign-up, forgot and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_THROTTLE_LIMIT: '3', AUTH_THROTTLE_IP_LIMIT: '8' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after repeated sign-ins for one account, the same whether it exists or not', async () => {
    const body = signUpBody();
    expect((await t.request('POST', '/api/auth/register', { body })).status).toBe(201);
    const u = { email: body.email, password: body.password };
    const attempt = (email: string) => t.request('POST', '/api/auth/login', { body: { email, password: 'Wrong!pass1' } });
    const known = [await attempt(u.email), await attempt(u.email), await attempt(u.email), await attempt(u.email)];
    const ghost = [await attempt('ghost@example.com'), await attempt('ghost@example.com'), await attempt('ghost@example.com'), await attempt('ghost@example.com')];
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(ghost.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(known[3].body).toEqual(ghost[3].body);
    expect(known[3].body).toEqual({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' });
    // Even the right password is refused while throttled.
    expect((await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(429);
  });

  it('throttles per IP across accounts, and forgot-password too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.request('POST', '/api/auth/password/forgot', { body: { email: `someone${i}@example.com` } })).status);
    }
    // The IP budget of 8 was partly spent by the previous test; forgot has its own key per route.
    expect(statuses).toEqual([200, 200, 200, 200]);
    const more: number[] = [];
    for (let i = 4; i < 10; i++) {
      more.push((await t.request('POST', '/api/auth/password/forgot', { body: { email: `someone${i}@example.com` } })).status);
    }
    expect(more.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(more.slice(4)).toEqual([429, 429]);
  });
});

describe('client IPs behind proxies (TRUST_PROXY)', () => {
  const ipOf = async (t: TestApp, email: string) =>
    (await sql<{ ip: string }>(t.app.get(EntityManager).fork(), 'select s.ip from sessions s join users u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1', [email]))[0]?.ip;

  describe('by default no proxy is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { AUTH_THROTTLE_LIMIT: '100', AUTH_THROTTLE_IP_LIMIT: '3' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a forged X-Forwarded-For neither escapes the per-IP throttle nor shows up as the session IP', async () => {
      const body = signUpBody();
      expect((await t.request('POST', '/api/auth/register', { body, headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(201);
      const login = await t.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password }, headers: { 'x-forwarded-for': '203.0.113.2' } });
      expect(login.status).toBe(200);
      expect(await ipOf(t, body.email)).toBe('127.0.0.1');
      // Two more attempts from "different clients" exhaust the budget of 3 of this one IP.
      const statuses: number[] = [];
      for (const ip of ['203.0.113.3', '203.0.113.4', '203.0.113.5']) {
        statuses.push((await t.request('POST', '/api/auth/login', { body: { email: 'x@example.com', password: 'Wrong!pass1' }, headers: { 'x-forwarded-for': ip } })).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', AUTH_THROTTLE_LIMIT: '100', AUTH_THROTTLE_IP_LIMIT: '2' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("believes that proxy's X-Forwarded-For: the session IP is the client's and each client has its own budget", async () => {
      const body = signUpBody();
      expect((await t.request('POST', '/api/auth/register', { body, headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(201);
      const login = await t.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password }, headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(login.status).toBe(200);
      expect(await ipOf(t, body.email)).toBe('198.51.100.7');
      const statuses: number[] = [];
      for (const ip of ['198.51.100.8', '198.51.100.9', '198.51.100.10']) {
        statuses.push((await t.request('POST', '/api/auth/login', { body: { email: 'z@example.com', password: 'Wrong!pass1' }, headers: { 'x-forwarded-for': ip } })).status);
      }
      expect(statuses).toEqual([401, 401, 401]);
    });
  });
});
