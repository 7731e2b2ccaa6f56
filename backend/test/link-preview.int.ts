import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { fieldsOf, newListing, titleOf } from './helpers/listings';
import { listingSection } from '../src/modules/listings/sections';
import { dbOf } from './helpers/moderation';
import { hasRedis } from './helpers/skips';
import { RedisConnections } from '../src/redis/redis.module';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8"><title>Fallback title</title>
<meta property="og:title" content="Ferry timetable &amp; fares">
<meta property='og:description' content="Boats to the islands, every hour">
<meta property="og:image" content="/img/ferry.jpg">
<meta property="og:site_name" content="Harbour Co">
</head><body><p>Hello</p></body></html>`;

/** A small website on the loopback interface: a page with OpenGraph tags, a page with only a title, a redirect to a private address. */
async function site(): Promise<{ server: Server; host: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url?.split('?')[0] === '/ferry') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(OG_PAGE);
    } else if (req.url === '/plain') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title> Just a  title </title></head></html>');
    } else if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

describe('link previews (chat link cards)', () => {
  let t: TestApp;
  let allowed: Awaited<ReturnType<typeof site>>;
  let other: Awaited<ReturnType<typeof site>>;
  let ana: TestUser;
  let bo: TestUser;
  const preview = (u: TestUser | undefined, url: string) =>
    t.request('GET', `/api/link-preview?url=${encodeURIComponent(url)}`, u ? { token: u.access_token } : {});

  beforeAll(async () => {
    allowed = await site();
    other = await site();
    // The fixture site is on loopback, which the SSRF guard refuses: it is let through as an operator's allow list would.
    t = await startTestApp({ env: { ...THROTTLE_OFF, FAVICON_ALLOW_HOSTS: allowed.host } });
    ana = await newUser(t);
    bo = await newUser(t, { first_name: 'Boris', last_name: 'Reyes' });
  });
  afterAll(async () => {
    await t?.close();
    allowed?.server.close();
    other?.server.close();
  });

  it('asks to sign in, and refuses what is not an http(s) address', async () => {
    expect((await preview(undefined, 'https://example.com/')).status).toBe(401);
    for (const bad of ['not a url', 'ftp://example.com/file', 'javascript:alert(1)', '']) {
      const res = await preview(ana, bad);
      expect([bad, res.status]).toEqual([bad, 422]);
      expect(res.body.errors.url).toEqual(['url must be an http or https address']);
    }
  });

  it('previews another site from its OpenGraph tags, once an hour (cached, also when it has nothing)', async () => {
    const url = `http://${allowed.host}/ferry`;
    const res = await preview(ana, url);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url,
      kind: 'external',
      title: 'Ferry timetable & fares',
      description: 'Boats to the islands, every hour',
      image: `http://${allowed.host}/img/ferry.jpg`,
      site_name: 'Harbour Co',
    });
    expect((await preview(bo, url)).body.data.title).toBe('Ferry timetable & fares');
    expect(allowed.hits.filter((h) => h === '/ferry')).toHaveLength(1);

    const plain = await preview(ana, `http://${allowed.host}/plain`);
    expect(plain.body.data).toMatchObject({ title: 'Just a title', description: null, image: null, site_name: '127.0.0.1' });

    const missing = `http://${allowed.host}/nothing-here`;
    expect((await preview(ana, missing)).status).toBe(204);
    expect((await preview(ana, missing)).status).toBe(204);
    expect(allowed.hits.filter((h) => h === '/nothing-here')).toHaveLength(1);
  });

  it('fetches a page once for previews asked of it at the same moment (a link in a group chat)', async () => {
    const url = `http://${allowed.host}/ferry?together`;
    const answers = await Promise.all([ana, bo, ana, bo].map((u) => preview(u, url)));
    expect(answers.map((res) => [res.status, res.body.data.title])).toEqual(Array(4).fill([200, 'Ferry timetable & fares']));
    expect(allowed.hits.filter((h) => h === '/ferry?together')).toHaveLength(1);
  });

  (hasRedis ? it : it.skip)('answers a page it previewed again without fetching it, while its Redis connection is not ready', async () => {
    const url = `http://${allowed.host}/ferry?reconnecting`;
    expect((await preview(ana, url)).status).toBe(200);
    const redis = t.app.get(RedisConnections).client!;
    const closed = once(redis, 'close');
    redis.disconnect(true);
    try {
      await closed;
      expect(redis.status).not.toBe('ready');
      expect((await preview(bo, url)).body.data.title).toBe('Ferry timetable & fares');
    } finally {
      if (redis.status !== 'ready') {
        await once(redis, 'ready');
      }
    }
    expect(allowed.hits.filter((h) => h === '/ferry?reconnecting')).toHaveLength(1);
  });

  it('never fetches a private address: loopback not allowed, metadata, a redirect to one', async () => {
    for (const url of [
      `http://${other.host}/ferry`,
      `http://localhost:${other.host.split(':')[1]}/ferry`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      `http://${allowed.host}/to-metadata`,
    ]) {
      expect([url, (await preview(ana, url)).status]).toEqual([url, 204]);
    }
    expect(other.hits).toEqual([]);
  });

  it('previews a Plaza listing from the database, with its price; nothing once moderators hide it', async () => {
    const market = listingSection('marketplaces');
    const price = fieldsOf(market).find((f) => f.core === 'price')!.name;
    const listing = await newListing(t, bo, 'marketplaces', { [titleOf(market)]: 'Blue bicycle', [price]: '120.50' });
    const url = `${t.config.publicUrl}/marketplaces/${listing.id}`;
    const res = await preview(ana, url);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ url, kind: 'plaza', title: 'Blue bicycle', site_name: 'Plaza', price: 120.5 });

    await dbOf(t)('update listings set hidden_at = now() where id = ?', [listing.id]);
    expect((await preview(ana, url)).status).toBe(204);
    // An address of Plaza that is no page of an item shows nothing (and is not fetched).
    expect((await preview(ana, `${t.config.publicUrl}/settings/security`)).status).toBe(204);
  });

  it('shows a friends-only blog post to a friend, and nothing to a stranger; a profile unless blocked', async () => {
    const [author, friend, stranger] = [await newUser(t), await newUser(t), await newUser(t)];
    expect((await t.request('POST', '/api/friends/add', { token: author.access_token, body: { user_id: friend.id } })).status).toBe(200);
    expect((await t.request('POST', '/api/friends/accept', { token: friend.access_token, body: { user_id: author.id } })).status).toBe(200);
    const category = (await categoriesOf(t, author, 'blogs'))[0];
    const made = await t.request('POST', '/api/blogs', {
      token: author.access_token,
      body: form({ title: 'Our trip', category: category.id, body: 'Words.', visibility: 'friends' }),
    });
    expect(made.status).toBe(201);
    const url = `${t.config.publicUrl}/blogs/${made.body.data.id}`;
    expect((await preview(author, url)).body.data).toMatchObject({ kind: 'plaza', title: 'Our trip' });
    expect((await preview(friend, url)).body.data).toMatchObject({ kind: 'plaza', title: 'Our trip' });
    expect((await preview(stranger, url)).status).toBe(204);

    const profile = `${t.config.publicUrl}/u/${author.username}`;
    expect((await preview(stranger, profile)).body.data).toMatchObject({ kind: 'plaza', description: `@${author.username}` });
    expect((await preview(stranger, `${t.config.publicUrl}/u/%E0%A4%A`)).status).toBe(204);
    await dbOf(t)('insert into blocks (blocker_id, blocked_id) values (?, ?)', [author.id, stranger.id]);
    expect((await preview(stranger, profile)).status).toBe(204);
  });
});
