import { newUser } from './helpers/factories';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('PUT /api/me/language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts with no language (the browser’s), keeps the one chosen, and gives it on every sign-in and in /me', async () => {
    const member = await newUser(t);
    expect(member.user.language).toBeNull();

    const res = await t.request('PUT', '/api/me/language', { token: member.access_token, body: { language: 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'ar' });

    const me = await t.request('GET', '/api/auth/me', { token: member.access_token });
    expect(me.body.user.language).toBe('ar');
    // Another device: the sign-in's answer carries the choice.
    const login = await t.request('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.language).toBe('ar');

    const again = await t.request('PUT', '/api/me/language', { token: member.access_token, body: { language: 'pt-PT' } });
    expect(again.body).toEqual({ language: 'pt-PT' });
    expect((await t.request('GET', '/api/auth/me', { token: member.access_token })).body.user.language).toBe('pt-PT');
  });

  it('changes only the caller’s language', async () => {
    const [a, b] = [await newUser(t), await newUser(t)];
    await t.request('PUT', '/api/me/language', { token: a.access_token, body: { language: 'en' } });
    expect((await t.request('GET', '/api/auth/me', { token: a.access_token })).body.user.language).toBe('en');
    expect((await t.request('GET', '/api/auth/me', { token: b.access_token })).body.user.language).toBeNull();
  });

  it.each([[{ language: 'fr' }], [{ language: 'pt' }], [{ language: 'PT-pt' }], [{ language: null }], [{ language: 3 }], [{}]])(
    'answers 422 "language must be en, pt-PT or ar" for %j, and keeps the language',
    async (body) => {
      const member = await newUser(t);
      await t.request('PUT', '/api/me/language', { token: member.access_token, body: { language: 'pt-PT' } });
      const res = await t.request('PUT', '/api/me/language', { token: member.access_token, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('language must be en, pt-PT or ar');
      expect(res.body.errors).toEqual({ language: ['language must be en, pt-PT or ar'] });
      expect((await t.request('GET', '/api/auth/me', { token: member.access_token })).body.user.language).toBe('pt-PT');
    },
  );

  it('answers 401 to a visitor', async () => {
    const res = await t.request('PUT', '/api/me/language', { body: { language: 'ar' } });
    expect(res.status).toBe(401);
  });
});
