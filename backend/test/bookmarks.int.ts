import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newUser, type TestUser } from './helpers/factories';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small website on the loopback interface: a page declaring its icon, and the icon. */
async function site(): Promise<{ server: Server; host: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/icons/site.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/page' }).end();
    } else if (req.url?.startsWith('/page')) {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><head><link rel="icon" href="/icons/site.png"></head><body>Hi</body></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

describe('bookmarks', () => {
  let t: TestApp;
  let allowed: Awaited<ReturnType<typeof site>>;
  let other: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    allowed = await site();
    other = await site();
    t = await startTestApp({ env: { ...THROTTLE_OFF, FAVICON_ALLOW_HOSTS: allowed.host } });
  });
  afterAll(async () => {
    await t?.close();
    allowed?.server.close();
    other?.server.close();
  });

  const auth = (me: TestUser) => ({ token: me.access_token });
  const add = (me: TestUser, body: Record<string, unknown>) =>
    t.request('POST', '/api/bookmarks', { ...auth(me), body });
  const list = (me: TestUser, group: string, query = '') =>
    t.request('GET', `/api/bookmarks/${group}${query}`, auth(me));
  const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((b) => b.title);

  it('keeps three groups, newest first by default, each private to its owner', async () => {
    const ana = await newUser(t);
    const bob = await newUser(t);
    const bank = await add(ana, {
      group: 'bank',
      title: 'My bank',
      url: 'https://bank.example.com/login',
      description: 'Cards',
    });
    expect(bank.status).toBe(201);
    expect(bank.body.data).toEqual({
      id: expect.any(Number),
      group: 'bank',
      title: 'My bank',
      url: 'https://bank.example.com/login',
      description: 'Cards',
      favicon_url: null,
      position: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await add(ana, { group: 'bank', title: 'Savings', url: 'https://savings.example.com' });
    await add(ana, { group: 'mail', title: 'Inbox', url: 'https://mail.example.com' });
    await add(ana, { group: 'social', title: 'Friends', url: 'https://social.example.com' });

    expect(titles(await list(ana, 'bank'))).toEqual(['Savings', 'My bank']);
    expect(titles(await list(ana, 'bank', '?order=asc'))).toEqual(['My bank', 'Savings']);
    expect((await list(ana, 'bank', '?take=1')).body).toMatchObject({ total: 2, to: 1, last_page: 2 });
    expect(titles(await list(ana, 'mail'))).toEqual(['Inbox']);
    expect(titles(await list(ana, 'social'))).toEqual(['Friends']);
    expect((await list(bob, 'bank')).body.total).toBe(0);

    const id = bank.body.data.id;
    expect((await t.request('GET', `/api/bookmarks/${id}`, auth(ana))).body.data.title).toBe('My bank');
    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
      const res = await t.request(method, `/api/bookmarks/${id}`, { ...auth(bob), body });
      expect([method, res.status, res.body.message]).toEqual([method, 404, 'Bookmark not found']);
    }
    expect((await t.request('GET', '/api/bookmarks/bank')).status).toBe(401);
    expect((await t.request('GET', `/api/bookmarks/99999999999`, auth(ana))).status).toBe(404);

    expect((await t.request('DELETE', `/api/bookmarks/${id}`, auth(ana))).status).toBe(204);
    const gone = await t.request('DELETE', `/api/bookmarks/${id}`, auth(ana));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ statusCode: 404, message: 'Bookmark not found' });
  });

  it('refuses a bad group, a missing title and anything but an http(s) address, with a message to show', async () => {
    const ana = await newUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ group: 'news', title: 'x', url: 'https://x.example.com' }, 'group', 'group must be bank, mail or social'],
      [{ group: 'bank', title: '  ', url: 'https://x.example.com' }, 'title', 'This field is required!'],
      [{ group: 'bank', title: 'x', url: 'javascript:alert(1)' }, 'url', 'Invalid URL'],
      [{ group: 'bank', title: 'x', url: 'ftp://files.example.com' }, 'url', 'Invalid URL'],
      [{ group: 'bank', title: 'x', url: `https://x.example.com/${'a'.repeat(2100)}` }, 'url', 'Invalid URL'],
      [
        { group: 'bank', title: 'a\u0000b', url: 'https://x.example.com' },
        'title',
        'This field must not contain the NUL character',
      ],
      [
        { group: 'bank', title: 'x', url: 'https://x.example.com', description: 'd'.repeat(1001) },
        'description',
        'This field must be between 1 and 1000 characters.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(ana, body);
      expect([field, res.status, res.body.message]).toEqual([field, 422, message]);
      expect(res.body.errors[field]).toContain(message);
    }
    expect((await list(ana, 'bank')).body.total).toBe(0);
  });

  it('takes an address typed without a scheme as https, as a browser would', async () => {
    const ana = await newUser(t);
    const res = await add(ana, { group: 'mail', title: 'Mail', url: '  mail.example.com/inbox ' });
    expect(res.status).toBe(201);
    expect(res.body.data.url).toBe('https://mail.example.com/inbox');
    const plain = await add(ana, { group: 'mail', title: 'Plain', url: 'http://old.example.com' });
    expect(plain.body.data.url).toBe('http://old.example.com');
    expect((await add(ana, { group: 'mail', title: 'x', url: 'data:text/html,hi' })).status).toBe(422);
  });

  it('edits a bookmark, a new group putting it at the top there, and reorders a group', async () => {
    const ana = await newUser(t);
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      ids.push(
        (await add(ana, { group: 'social', title, url: `https://${title.toLowerCase()}.example.com` })).body.data.id,
      );
    }
    await add(ana, { group: 'mail', title: 'Mail', url: 'https://mail.example.com' });
    const edited = await t.request('PATCH', `/api/bookmarks/${ids[0]}`, {
      ...auth(ana),
      body: { title: 'A2', description: 'note' },
    });
    expect(edited.body.data).toMatchObject({ title: 'A2', description: 'note', group: 'social' });
    const cleared = await t.request('PATCH', `/api/bookmarks/${ids[0]}`, { ...auth(ana), body: { description: '' } });
    expect(cleared.body.data.description).toBeNull();

    const reordered = await t.request('POST', '/api/bookmarks/reorder', {
      ...auth(ana),
      body: { group: 'social', ids: [ids[0], ids[2], ids[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(titles(reordered)).toEqual(['A2', 'C', 'B']);
    expect(titles(await list(ana, 'social'))).toEqual(['A2', 'C', 'B']);
    const partial = await t.request('POST', '/api/bookmarks/reorder', {
      ...auth(ana),
      body: { group: 'social', ids: [ids[1], ids[0]] },
    });
    expect(titles(partial)).toEqual(['B', 'C', 'A2']);
    for (const bad of [[ids[0], ids[0]], [ids[0], 2_000_000_000], []]) {
      const res = await t.request('POST', '/api/bookmarks/reorder', {
        ...auth(ana),
        body: { group: 'social', ids: bad },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('ids must list bookmarks of this group, each once');
    }

    const moved = await t.request('PATCH', `/api/bookmarks/${ids[1]}`, { ...auth(ana), body: { group: 'mail' } });
    expect(moved.body.data.group).toBe('mail');
    expect(titles(await list(ana, 'mail'))).toEqual(['B', 'Mail']);
    expect(titles(await list(ana, 'social'))).toEqual(['C', 'A2']);
  });

  describe('favicons', () => {
    it('fetches the icon a page declares, through redirects, from an allowed host, and serves it as a public image', async () => {
      const ana = await newUser(t);
      const res = await add(ana, { group: 'bank', title: 'Local bank', url: `http://${allowed.host}/moved` });
      await t.drainQueues();
      const bookmark = (await t.request('GET', `/api/bookmarks/${res.body.data.id}`, auth(ana))).body.data;
      expect(bookmark.favicon_url).toMatch(/^\/storage\/favicons\/[0-9a-f]{32}\.png$/);
      expect(allowed.hits).toEqual(['/moved', '/page', '/icons/site.png']);
      const icon = await fetch(`${t.url}${bookmark.favicon_url}`);
      expect(icon.status).toBe(200);
      expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG);

      // The same site for another bookmark: the icon is reused, not fetched again.
      const again = await add(ana, { group: 'mail', title: 'Same site', url: `http://${allowed.host}/page?x=1` });
      await t.drainQueues();
      expect((await t.request('GET', `/api/bookmarks/${again.body.data.id}`, auth(ana))).body.data.favicon_url).toBe(
        bookmark.favicon_url,
      );
      expect(allowed.hits).toHaveLength(3);
    });

    it('never fetches from a private or loopback address that is not allowed', async () => {
      const ana = await newUser(t);
      const urls = [
        `http://${other.host}/page`,
        `http://localhost:${other.host.split(':')[1]}/page`,
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/',
      ];
      const ids: number[] = [];
      for (const url of urls) {
        const res = await add(ana, { group: 'social', title: 'Private', url });
        expect(res.status).toBe(201);
        ids.push(res.body.data.id);
      }
      await t.drainQueues();
      expect(other.hits).toEqual([]);
      for (const id of ids) {
        expect((await t.request('GET', `/api/bookmarks/${id}`, auth(ana))).body.data.favicon_url).toBeNull();
      }
    });
  });

  describe('import and export', () => {
    const FILE = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<DL><p>
  <DT><H3>Banking</H3>
  <DL><p>
    <DT><A HREF="https://bank.example.com/" ADD_DATE="1700000000">Bank &amp; Co</A>
    <DD>Current account
  </DL><p>
  <DT><H3>Mailboxes</H3>
  <DL><p>
    <DT><A HREF="https://mail.example.com/">Mail</A>
  </DL><p>
  <DT><A HREF="https://loose.example.com/">Loose</A>
  <DT><A HREF="javascript:void(0)">Bookmarklet</A>
</DL><p>`;

    const importFile = (me: TestUser, html: string, group?: string) => {
      const form = new FormData();
      if (group) {
        form.append('group', group);
      }
      form.append('file', new Blob([html], { type: 'text/html' }), 'bookmarks.html');
      return t.request('POST', '/api/bookmarks/import', { ...auth(me), body: form });
    };

    it('imports a browser file into the groups its folders name, skips what it cannot take, and exports it back', async () => {
      const ana = await newUser(t);
      const first = await importFile(ana, FILE, 'social');
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({ imported: 3, skipped: 1 });
      expect((await list(ana, 'bank')).body.data).toEqual([
        expect.objectContaining({
          title: 'Bank & Co',
          url: 'https://bank.example.com/',
          description: 'Current account',
          created_at: '2023-11-14T22:13:20.000Z',
        }),
      ]);
      expect(titles(await list(ana, 'mail'))).toEqual(['Mail']);
      expect(titles(await list(ana, 'social'))).toEqual(['Loose']);
      expect((await importFile(ana, FILE, 'social')).body.data).toEqual({ imported: 0, skipped: 4 });
      expect((await importFile(ana, FILE)).body.data).toEqual({ imported: 0, skipped: 4 });

      const exported = await t.request('GET', '/api/bookmarks/export', auth(ana));
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(exported.headers.get('content-disposition')).toBe('attachment; filename="plaza-bookmarks.html"');
      expect(exported.body).toContain('<!DOCTYPE NETSCAPE-Bookmark-file-1>');
      expect(exported.body).toContain(
        '<DT><A HREF="https://bank.example.com/" ADD_DATE="1700000000">Bank &amp; Co</A>',
      );

      const bob = await newUser(t);
      expect((await importFile(bob, exported.body as string)).body.data).toEqual({ imported: 3, skipped: 0 });
      expect(titles(await list(bob, 'social'))).toEqual(['Loose']);
    });

    it('refuses a file without bookmarks and a form without a file (422)', async () => {
      const ana = await newUser(t);
      const empty = await importFile(ana, '<html>nothing here</html>');
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe('No bookmarks were found in this file');
      const none = new FormData();
      none.append('group', 'bank');
      const missing = await t.request('POST', '/api/bookmarks/import', { ...auth(ana), body: none });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('Choose a bookmarks file exported from a browser (HTML)');
    });
  });
});
