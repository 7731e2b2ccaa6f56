import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { dbOf, makeStaff } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';
import { enrolTotp, passwordStep, totpCode } from './helpers/two-factor';

const NOT_VALID = 'The code is not valid.';
const USED = 'This code has already been used. Wait for the next one.';
const RECOVERY_NOT_VALID = 'The recovery code is not valid or has already been used.';
const EXPIRED = 'This sign-in has expired. Please sign in again.';
const STAFF_MESSAGE = 'Turn on two-factor authentication to use the moderation tools.';

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  const secondStep = (challenge: string, body: Record<string, unknown>) => t.request('POST', '/api/auth/login/2fa', { body: { challenge, ...body } });

  describe('enrolment', () => {
    it('answers a pending secret with its otpauth URI and QR code; sign-in is unchanged until a code confirms it', async () => {
      const u = await newUser(t);
      expect(u.user.two_factor_enabled).toBe(false);
      const setup = await t.request('POST', '/api/auth/2fa/totp', { token: u.access_token });
      expect(setup.status).toBe(201);
      const { secret, uri, qr_code } = setup.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri.startsWith(`otpauth://totp/Plaza:${encodeURIComponent(u.email)}?`)).toBe(true);
      expect(Object.fromEntries(new URL(uri).searchParams)).toMatchObject({ secret, issuer: 'Plaza', algorithm: 'SHA1', digits: '6', period: '30' });
      expect(qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      // Stored sealed, never as the base32 text.
      const [row] = await dbOf(t)('select secret, enabled_at from user_totp where user_id = ?', [u.id]);
      expect(row.secret).not.toContain(secret);
      expect(row.enabled_at).toBeNull();
      // Pending: the password alone still signs in.
      const login = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);

      const wrong = await t.request('POST', '/api/auth/2fa/totp/confirm', { token: u.access_token, body: { code: '000000' === totpCode(secret) ? '111111' : '000000' } });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ message: NOT_VALID, errors: { code: [NOT_VALID] } });
      const empty = await t.request('POST', '/api/auth/2fa/totp/confirm', { token: u.access_token, body: {} });
      expect(empty.status).toBe(422);
      expect(empty.body.errors.code).toEqual(['Enter the 6-digit code from your authenticator app.']);

      const confirm = await t.request('POST', '/api/auth/2fa/totp/confirm', { token: u.access_token, body: { code: totpCode(secret) } });
      expect(confirm.status).toBe(200);
      expect(confirm.body.user.two_factor_enabled).toBe(true);
      const codes: string[] = confirm.body.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
      const stored = await dbOf(t)('select code_hash from recovery_codes where user_id = ?', [u.id]);
      expect(stored).toHaveLength(10);
      expect(JSON.stringify(stored)).not.toContain(codes[0].replace('-', ''));

      const me = await t.request('GET', '/api/auth/me', { token: u.access_token });
      expect(me.body.user.two_factor_enabled).toBe(true);
      const again = await t.request('POST', '/api/auth/2fa/totp', { token: u.access_token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Two-factor authentication is already on.');
      // The secret never leaves the server again.
      expect(JSON.stringify(me.body)).not.toContain(secret);
    });

    it('refuses to confirm without a pending secret', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/2fa/totp/confirm', { token: u.access_token, body: { code: '123456' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.code).toEqual(['Start the set-up again: there is no pending authenticator to confirm.']);
    });

    it('is for signed-in members only', async () => {
      expect((await t.request('POST', '/api/auth/2fa/totp')).status).toBe(401);
      expect((await t.request('POST', '/api/auth/2fa/totp/confirm', { body: { code: '123456' } })).status).toBe(401);
    });
  });

  describe('two-step sign-in', () => {
    it('answers a challenge instead of tokens, then the spec’s { user, token } for a good code', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      const first = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_at: expect.any(String) });

      const wrong = await secondStep(first.body.challenge, { code: totpCode(secret, 5) });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ message: NOT_VALID, errors: { code: [NOT_VALID] } });

      const ok = await secondStep(first.body.challenge, { code: totpCode(secret, 1) });
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body).sort()).toEqual(['token', 'user']);
      expect(ok.body.user).toMatchObject({ id: u.id, two_factor_enabled: true });
      const me = await t.request('GET', '/api/auth/me', { token: ok.body.token.access_token });
      expect(me.status).toBe(200);
      expect(me.body.user.id).toBe(u.id);

      // The challenge is spent.
      const reuse = await secondStep(first.body.challenge, { code: totpCode(secret, -1) });
      expect(reuse.status).toBe(401);
      expect(reuse.body.message).toBe(EXPIRED);
    });

    it('refuses a code already used in its window', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      // The confirming code's step is spent already.
      const replayConfirm = await secondStep(await passwordStep(t, u), { code: totpCode(secret) });
      expect(replayConfirm.status).toBe(422);
      expect(replayConfirm.body.errors.code).toEqual([USED]);

      const next = totpCode(secret, 1);
      expect((await secondStep(await passwordStep(t, u), { code: next })).status).toBe(200);
      const replay = await secondStep(await passwordStep(t, u), { code: next });
      expect(replay.status).toBe(422);
      expect(replay.body.message).toBe(USED);
    });

    it('takes each recovery code once, as typed in any case and with spaces', async () => {
      const u = await newUser(t);
      const { recoveryCodes } = await enrolTotp(t, u);
      const typed = ` ${recoveryCodes[3].toUpperCase().replace('-', ' - ')} `;
      const ok = await secondStep(await passwordStep(t, u), { recovery_code: typed });
      expect(ok.status).toBe(200);
      expect(ok.body.user.id).toBe(u.id);
      const again = await secondStep(await passwordStep(t, u), { recovery_code: recoveryCodes[3] });
      expect(again.status).toBe(422);
      expect(again.body.errors.recovery_code).toEqual([RECOVERY_NOT_VALID]);
      // Another one still works, also sent in the code field.
      expect((await secondStep(await passwordStep(t, u), { code: recoveryCodes[4] })).status).toBe(200);
    });

    it('asks for a code when none is sent, and refuses an unknown challenge', async () => {
      const u = await newUser(t);
      await enrolTotp(t, u);
      const none = await secondStep(await passwordStep(t, u), {});
      expect(none.status).toBe(422);
      expect(none.body.errors.code).toEqual(['Enter the 6-digit code from your authenticator app.']);
      const unknown = await secondStep('not-a-challenge', { code: '123456' });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe(EXPIRED);
    });

    it('voids a challenge after five wrong codes', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      const challenge = await passwordStep(t, u);
      for (let i = 0; i < 5; i++) {
        expect((await secondStep(challenge, { code: totpCode(secret, 10 + i) })).status).toBe(422);
      }
      const late = await secondStep(challenge, { code: totpCode(secret, 1) });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(EXPIRED);
      // A new challenge (the password again) takes the good code.
      expect((await secondStep(await passwordStep(t, u), { code: totpCode(secret, 1) })).status).toBe(200);
    });

    it('throttles wrong codes per account: 429 with Retry-After, even for the right code', async () => {
      const u = await newUser(t);
      const { secret, recoveryCodes } = await enrolTotp(t, u);
      for (let round = 0; round < 2; round++) {
        const challenge = await passwordStep(t, u);
        for (let i = 0; i < 5; i++) {
          expect((await secondStep(challenge, { code: totpCode(secret, 10 + i) })).status).toBe(422);
        }
      }
      const locked = await secondStep(await passwordStep(t, u), { code: totpCode(secret, 1) });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many wrong codes. Please wait a few minutes and try again.');
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await secondStep(await passwordStep(t, u), { recovery_code: recoveryCodes[0] })).status).toBe(429);
      // Another account is not affected.
      const other = await newUser(t);
      const otherEnrolled = await enrolTotp(t, other);
      expect((await secondStep(await passwordStep(t, other), { code: totpCode(otherEnrolled.secret, 1) })).status).toBe(200);
    });

    it('keeps the one-step answer for accounts without two-factor authentication', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(Object.keys(res.body.token).sort()).toEqual(['access_token', 'refresh_token']);
    });

    it('refuses the second step of a member banned in between', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      const challenge = await passwordStep(t, u);
      await dbOf(t)('update users set banned_at = now() where id = ?', [u.id]);
      const res = await secondStep(challenge, { code: totpCode(secret, 1) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This account has been suspended.');
    });
  });

  describe('turning it off', () => {
    it('needs the password and a code (a recovery code counts); then the password alone signs in', async () => {
      const u = await newUser(t);
      const { secret, recoveryCodes } = await enrolTotp(t, u);
      const del = (body: Record<string, unknown>) => t.request('DELETE', '/api/auth/2fa/totp', { token: u.access_token, body });

      const badPassword = await del({ password: 'Wrong!pass1', code: totpCode(secret, 1) });
      expect(badPassword.status).toBe(422);
      expect(badPassword.body.errors).toEqual({ password: ['The password is incorrect.'] });
      const badCode = await del({ password: u.password, code: totpCode(secret, 7) });
      expect(badCode.status).toBe(422);
      expect(badCode.body.errors).toEqual({ code: [NOT_VALID] });
      const missing = await del({});
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['code', 'password']);
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).body.user.two_factor_enabled).toBe(true);

      const off = await del({ password: u.password, code: recoveryCodes[9] });
      expect(off.status).toBe(200);
      expect(off.body.user.two_factor_enabled).toBe(false);
      const login = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
      expect((await dbOf(t)('select 1 from recovery_codes where user_id = ?', [u.id])).length).toBe(0);

      const twice = await del({ password: u.password, code: '123456' });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Two-factor authentication is not on.');
    });

    it('counts its wrong codes with the sign-in’s: past ten, 429 even for the right code', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      for (let i = 0; i < 10; i++) {
        const res = await t.request('DELETE', '/api/auth/2fa/totp', { token: u.access_token, body: { password: u.password, code: totpCode(secret, 10 + i) } });
        expect(res.status).toBe(422);
      }
      const locked = await t.request('DELETE', '/api/auth/2fa/totp', { token: u.access_token, body: { password: u.password, code: totpCode(secret, 1) } });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await secondStep(await passwordStep(t, u), { code: totpCode(secret, 1) })).status).toBe(429);
    });

    it('turns off with a current code from the app', async () => {
      const u = await newUser(t);
      const { secret } = await enrolTotp(t, u);
      const off = await t.request('DELETE', '/api/auth/2fa/totp', { token: u.access_token, body: { password: u.password, code: totpCode(secret, 1) } });
      expect(off.status).toBe(200);
      expect(off.body.user.two_factor_enabled).toBe(false);
    });
  });

  describe('REQUIRE_2FA_FOR_STAFF off (the default)', () => {
    it('lets a moderator without a second factor moderate', async () => {
      const mod = await makeStaff(t, await newUser(t));
      expect((await t.request('GET', '/api/admin/reports', { token: mod.access_token })).status).toBe(200);
    });
  });
});

describe('REQUIRE_2FA_FOR_STAFF on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, REQUIRE_2FA_FOR_STAFF: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes the moderator API to staff without a second factor until they enrol', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff: TestUser = await makeStaff(t, await newUser(t), role);
      for (const path of ['/api/admin/reports', '/api/admin/stats']) {
        const refused = await t.request('GET', path, { token: staff.access_token });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(STAFF_MESSAGE);
      }
      await enrolTotp(t, staff);
      expect((await t.request('GET', '/api/admin/reports', { token: staff.access_token })).status).toBe(200);
    }
  });

  it('also holds back a moderator’s powers over others’ forum threads and replies, not over their own', async () => {
    const author = await newUser(t);
    const [category] = await categoriesOf(t, author, 'forums');
    const thread = await t.request('POST', '/api/forums', { token: author.access_token, body: form({ title: 'Spam thread', category: category.id, body: 'Buy now' }) });
    expect(thread.status).toBe(201);
    const id = thread.body.data.id as number;
    const mod = await makeStaff(t, await newUser(t));
    for (const [method, path, body] of [
      ['DELETE', `/api/forums/${id}`, undefined],
      ['PATCH', `/api/forums/${id}/moderation`, { locked: true }],
      ['PATCH', `/api/forums/${id}/moderation`, { pinned: true }],
    ] as const) {
      const refused = await t.request(method, path, { token: mod.access_token, body });
      expect([method, path, refused.status, refused.body.message]).toEqual([method, path, 403, STAFF_MESSAGE]);
    }
    const own = await t.request('POST', '/api/forums', { token: mod.access_token, body: form({ title: 'My own thread', category: category.id, body: 'Hello' }) });
    expect((await t.request('PATCH', `/api/forums/${own.body.data.id}/moderation`, { token: mod.access_token, body: { locked: true } })).status).toBe(200);

    await enrolTotp(t, mod);
    expect((await t.request('PATCH', `/api/forums/${id}/moderation`, { token: mod.access_token, body: { pinned: true } })).status).toBe(200);
    expect((await t.request('DELETE', `/api/forums/${id}`, { token: mod.access_token })).status).toBe(204);
  });

  it('still tells a plain member the route is for moderators', async () => {
    const member = await newUser(t);
    const res = await t.request('GET', '/api/admin/reports', { token: member.access_token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only moderators can do this');
  });
});
