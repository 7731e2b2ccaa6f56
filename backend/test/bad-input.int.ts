import { request as httpRequest, Agent } from 'node:http';
import { deflateSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { classifyError } from '../src/common/errors/error-status';
import { sql } from '../src/database/sql';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { png } from './helpers/hostile-input';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** A form with one image file `avatar`. */
const withAvatar = (data: Buffer) => form({}, { avatar: { data, name: 'avatar.png', type: 'image/png' } });

/**
 * The causes of 5xx answers that fuzzing found, each pinned down: every one is now a clear 4xx
 * in the API's envelope, and nothing is half written.
 */
describe('bad input answers a clear 4xx, never a 5xx', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, MAX_IMAGE_PIXELS: '1000000' } });
    u = await newUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the NUL character and lone surrogates in the path, the query and JSON bodies with 422, naming the field', async () => {
    const query = await t.request('GET', '/api/friends/search?search=ab%00cd', { token: u.access_token });
    expect(query.status).toBe(422);
    expect(query.body).toEqual({ statusCode: 422, message: 'This field must not contain the NUL character', errors: { search: ['This field must not contain the NUL character'] } });
    const path = await t.request('GET', '/api/users/ana%00', { token: u.access_token });
    expect(path.status).toBe(422);
    const body = await t.request('POST', '/api/auth/login', { body: '{"email":"a@b.co","password":"x\\ud800y"}', headers: { 'content-type': 'application/json' } });
    expect(body.status).toBe(422);
    expect(body.body.errors).toEqual({ password: ['This field must be valid Unicode text'] });
  });

  it('refuses the same in multipart fields and file names, and stores nothing of the form', async () => {
    const res = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({ about: 'ok', location: 'Porto\u0000' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ location: ['This field must not contain the NUL character'] });
    expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).body.user.about).toBeNull();
  });

  it('refuses a page or take that would overflow, with the cap in the message', async () => {
    for (const page of ['1e20', '99999999999999999999', '10001']) {
      const res = await t.request('GET', `/api/chats?page=${page}`, { token: u.access_token });
      expect(res.status).toBe(422);
      expect(res.body.errors.page).toEqual(['page must be at most 10000']);
    }
    expect((await t.request('GET', '/api/chats?page=10000', { token: u.access_token })).status).toBe(200);
    expect((await t.request('GET', '/api/chats?take=1e20', { token: u.access_token })).status).toBe(422);
  });

  it('answers 400 for JSON nested too deeply, and for JSON that does not parse', async () => {
    const deep = await t.request('POST', '/api/auth/login', { body: `{"email":${'['.repeat(100)}${']'.repeat(100)}}`, headers: { 'content-type': 'application/json' } });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ statusCode: 400, message: 'The JSON body is nested more than 32 levels deep' });
    const huge = await t.request('POST', '/api/auth/login', { body: '['.repeat(200_000), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(400);
    const broken = await t.request('POST', '/api/auth/login', { body: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    // Brackets inside strings are text, not nesting.
    const inString = await t.request('POST', '/api/auth/login', { body: { email: 'a@b.co', password: '['.repeat(100) } });
    expect(inString.body).toEqual({ statusCode: 401, message: 'These credentials do not match our records.' });
  });

  it('answers 400 for a multipart body without a boundary or cut short', async () => {
    const noBoundary = await t.request('POST', '/api/auth/profile/edit', {
      token: u.access_token,
      body: '--x\r\nContent-Disposition: form-data; name="about"\r\n\r\nhi\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toEqual({ statusCode: 400, message: 'The multipart body could not be read' });
    const cut = await t.request('POST', '/api/auth/profile/edit', {
      token: u.access_token,
      body: '--x\r\nContent-Disposition: form-data; name="about"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(cut.status).toBe(400);
  });

  it('refuses an image over MAX_IMAGE_PIXELS from its header (413), and corrupt or truncated images (415)', async () => {
    const bomb = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: withAvatar(png(100_000, 100_000, deflateSync(Buffer.alloc(1000)))) });
    expect(bomb.status).toBe(413);
    expect(bomb.body).toEqual({ statusCode: 413, message: 'The image must be at most 1 megapixels' });
    const corrupt = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: withAvatar(png(64, 64, Buffer.from('not deflate data'))) });
    expect(corrupt.status).toBe(415);
    expect(corrupt.body.message).toBe('The image could not be read');
    const real = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#369' } }).jpeg().toBuffer();
    const truncated = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: withAvatar(real.subarray(0, real.length / 2)) });
    expect(truncated.status).toBe(415);
    const fine = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: withAvatar(real) });
    expect(fine.status).toBe(200);
  });

  it('closes the connection after answering before the body was read, so the next request is not held up', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = Buffer.alloc(8 * 1024 * 1024, 1);
    const boundary = 'plaza-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const url = new URL(`${t.url}/api/auth/profile/edit`);
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        { agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${u.access_token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(big.subarray(0, 6 * 1024 * 1024)); // past the 5 MB avatar limit, and the form never ends
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
    agent.destroy();
    expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
  });

  it("maps PostgreSQL's refusals of bad data to 422, conflicts to 409, and an unreachable database to 503", async () => {
    const em = t.app.get(EntityManager).fork();
    const refusal = async (text: string) => {
      try {
        await sql(em, text);
      } catch (error) {
        return classifyError(error);
      }
      throw new Error(`no error from: ${text}`);
    };
    expect(await refusal("select 'abc'::int")).toEqual({ status: 422, message: 'A value sent is not valid' });
    expect(await refusal('select 2147483647::int + 1')).toMatchObject({ status: 422 });
    expect(await refusal("select E'a\\\\000'::text, convert_from('\\x00'::bytea, 'UTF8')")).toMatchObject({ status: 422 });
    expect(await refusal(`insert into users (first_name, last_name, username, email, password_hash) values ('a','b','${u.username}','x@y.z','h')`)).toMatchObject({ status: 409 });
    expect(classifyError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toMatchObject({ status: 503 });
    expect(classifyError(new Error('Connection terminated unexpectedly'))).toMatchObject({ status: 503 });
    expect(classifyError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBeUndefined();
  });
});
