import { presenceOnly, SoftAuthenticator } from './helpers/authenticator';
import { newUser, type TestUser } from './helpers/factories';
import { dbOf, makeStaff } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';
import { enrolTotp } from './helpers/two-factor';

const ORIGIN = 'https://plaza.test';

describe('passkeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, PUBLIC_URL: ORIGIN, REQUIRE_2FA_FOR_STAFF: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Registers a passkey of `u` on `authenticator` through the API; answers the created passkey. */
  async function addPasskey(u: TestUser, authenticator: SoftAuthenticator, name = 'My phone') {
    const options = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    expect(options.status).toBe(200);
    const res = await t.request('POST', '/api/auth/passkeys', { token: u.access_token, body: { name, response: authenticator.register(options.body.data) } });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; name: string; created_at: string; last_used_at: string | null };
  }

  async function signInWith(authenticator: SoftAuthenticator, pick?: number) {
    const options = await t.request('POST', '/api/auth/passkey/login/options');
    expect(options.status).toBe(200);
    const credential = pick === undefined ? undefined : authenticator.credentials[pick];
    return t.request('POST', '/api/auth/passkey/login', { body: { response: authenticator.authenticate(options.body.data, credential) } });
  }

  it('offers registration options for this site and member, with the passkeys they have excluded', async () => {
    const u = await newUser(t);
    const first = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    expect(first.body.data).toMatchObject({
      rp: { id: 'plaza.test', name: 'Plaza' },
      user: { name: u.email, displayName: 'Ana Lima' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    expect(first.body.data.challenge).toEqual(expect.any(String));
    await addPasskey(u, new SoftAuthenticator(ORIGIN));
    const second = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    expect(second.body.data.excludeCredentials).toHaveLength(1);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('registers several, lists, renames and removes them; only the owner can', async () => {
    const u = await newUser(t);
    const phone = new SoftAuthenticator(ORIGIN);
    const laptop = new SoftAuthenticator(ORIGIN);
    const one = await addPasskey(u, phone, 'My phone');
    const two = await addPasskey(u, laptop, 'Work laptop');
    expect(one).toEqual({ id: expect.any(Number), name: 'My phone', created_at: expect.any(String), last_used_at: null });

    const list = await t.request('GET', '/api/auth/passkeys', { token: u.access_token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['My phone', 'Work laptop']);
    expect(JSON.stringify(list.body)).not.toMatch(/public_key|credential/);

    const renamed = await t.request('PATCH', `/api/auth/passkeys/${two.id}`, { token: u.access_token, body: { name: '  Home laptop ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Home laptop');
    const tooLong = await t.request('PATCH', `/api/auth/passkeys/${two.id}`, { token: u.access_token, body: { name: 'x'.repeat(65) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.name).toEqual(['The name must be at most 64 characters.']);

    const other = await newUser(t);
    expect((await t.request('PATCH', `/api/auth/passkeys/${one.id}`, { token: other.access_token, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.request('DELETE', `/api/auth/passkeys/${one.id}`, { token: other.access_token })).status).toBe(404);
    expect((await t.request('GET', '/api/auth/passkeys', { token: other.access_token })).body.data).toEqual([]);

    expect((await t.request('DELETE', `/api/auth/passkeys/${one.id}`, { token: u.access_token })).status).toBe(204);
    const after = await t.request('GET', '/api/auth/passkeys', { token: u.access_token });
    expect(after.body.data.map((p: { id: number }) => p.id)).toEqual([two.id]);
    // A removed passkey no longer signs in; the other one does.
    const refused = await signInWith(phone);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This passkey is not registered with Plaza.');
    expect((await signInWith(laptop)).status).toBe(200);
  });

  it('signs in without an email, answering the spec’s { user, token }, and records the last use', async () => {
    const u = await newUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const created = await addPasskey(u, authenticator);
    const res = await signInWith(authenticator);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user.id).toBe(u.id);
    const me = await t.request('GET', '/api/auth/me', { token: res.body.token.access_token });
    expect(me.body.user.id).toBe(u.id);
    const list = await t.request('GET', '/api/auth/passkeys', { token: u.access_token });
    expect(list.body.data.find((p: { id: number }) => p.id === created.id).last_used_at).toEqual(expect.any(String));
  });

  it('counts as two factors: no code asked even with TOTP on, and it opens the moderation tools', async () => {
    const mod = await makeStaff(t, await newUser(t));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(mod, authenticator);
    // Signed in with the password only, REQUIRE_2FA_FOR_STAFF keeps the tools closed.
    const closed = await t.request('GET', '/api/admin/reports', { token: mod.access_token });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('Turn on two-factor authentication to use the moderation tools.');
    const res = await signInWith(authenticator);
    expect(res.status).toBe(200);
    expect(res.body.two_factor_required).toBeUndefined();
    expect((await t.request('GET', '/api/admin/reports', { token: res.body.token.access_token })).status).toBe(200);

    const member = await newUser(t);
    const memberKey = new SoftAuthenticator(ORIGIN);
    await addPasskey(member, memberKey);
    await enrolTotp(t, member);
    expect((await t.request('POST', '/api/auth/login', { body: { email: member.email, password: member.password } })).body.two_factor_required).toBe(true);
    const withPasskey = await signInWith(memberKey);
    expect(withPasskey.status).toBe(200);
    expect(Object.keys(withPasskey.body).sort()).toEqual(['token', 'user']);
  });

  it('refuses a replayed challenge, a foreign origin, a wrong key and an authenticator without user verification', async () => {
    const u = await newUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, authenticator);

    const options = await t.request('POST', '/api/auth/passkey/login/options');
    const ok = await t.request('POST', '/api/auth/passkey/login', { body: { response: authenticator.authenticate(options.body.data) } });
    expect(ok.status).toBe(200);
    const replay = await t.request('POST', '/api/auth/passkey/login', { body: { response: authenticator.authenticate(options.body.data) } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('The passkey request has expired. Please try again.');

    const phishing = new SoftAuthenticator('https://plaza.evil.example');
    phishing.credentials.push(...authenticator.credentials);
    const phished = await signInWith(phishing);
    expect(phished.status).toBe(401);
    expect(phished.body.message).toBe('The passkey could not be verified. Please try again.');

    const forged = new SoftAuthenticator(ORIGIN);
    forged.register((await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token })).body.data);
    forged.credentials[0].id = authenticator.credentials[0].id;
    expect((await signInWith(forged)).status).toBe(401);

    const weak = presenceOnly(ORIGIN);
    const regOptions = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    const refused = await t.request('POST', '/api/auth/passkeys', { token: u.access_token, body: { name: 'Key', response: weak.register(regOptions.body.data) } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.response).toEqual(['The passkey could not be verified. Please try again.']);
  });

  it('refuses a registration answering another member’s or a spent challenge, and bad bodies with 422', async () => {
    const u = await newUser(t);
    const other = await newUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    const response = authenticator.register(options.body.data);
    const stolen = await t.request('POST', '/api/auth/passkeys', { token: other.access_token, body: { name: 'Mine', response } });
    expect(stolen.status).toBe(422);
    expect((await t.request('POST', '/api/auth/passkeys', { token: u.access_token, body: { name: 'Mine', response } })).status).toBe(201);
    expect((await t.request('POST', '/api/auth/passkeys', { token: u.access_token, body: { name: 'Again', response } })).status).toBe(422);

    const empty = await t.request('POST', '/api/auth/passkeys', { token: u.access_token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['name', 'response']);
    const junk = await t.request('POST', '/api/auth/passkey/login', { body: { response: { id: 'nope', response: {} } } });
    expect(junk.status).toBe(401);
    expect((await t.request('POST', '/api/auth/passkey/login', { body: { response: 'x' } })).status).toBe(422);
  });

  it('keeps at most 20 passkeys per member', async () => {
    const u = await newUser(t);
    for (let i = 0; i < 20; i++) {
      await addPasskey(u, new SoftAuthenticator(ORIGIN), `Key ${i + 1}`);
    }
    const more = await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('You can keep at most 20 passkeys. Remove one first.');
    const [first] = (await t.request('GET', '/api/auth/passkeys', { token: u.access_token })).body.data;
    await t.request('DELETE', `/api/auth/passkeys/${first.id}`, { token: u.access_token });
    expect((await t.request('POST', '/api/auth/passkeys/options', { token: u.access_token })).status).toBe(200);
  });

  it('refuses a banned member’s passkey', async () => {
    const u = await newUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, authenticator);
    await dbOf(t)('update users set banned_at = now() where id = ?', [u.id]);
    const res = await signInWith(authenticator);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account has been suspended.');
  });

  it('is for signed-in members, but the sign-in options are public', async () => {
    expect((await t.request('POST', '/api/auth/passkeys/options')).status).toBe(401);
    expect((await t.request('GET', '/api/auth/passkeys')).status).toBe(401);
    const options = await t.request('POST', '/api/auth/passkey/login/options');
    expect(options.status).toBe(200);
    expect(options.body.data).toMatchObject({ rpId: 'plaza.test', userVerification: 'required' });
    expect(options.body.data.allowCredentials ?? []).toEqual([]);
  });
});
