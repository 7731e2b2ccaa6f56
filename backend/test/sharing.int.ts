import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LISTING_SECTIONS } from '../src/modules/listings';
import { categoriesOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { newListing, titleOf } from './helpers/listings';
import { newPost } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const INDEX = '<!doctype html><html><head><meta name="description" content="Plaza: chat" /><title>Plaza</title></head><body><div id="root"></div></body></html>';

describe('shared links: page previews, robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let dist: string;
  let author: TestUser;
  const page = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    expect([path, res.status]).toEqual([path, 200]);
    // Compressed like the bare page, its item's preview included (fetch asks for it and decodes it).
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    return res.text();
  };
  const blog = async (title: string, visibility: string) => {
    const category = (await categoriesOf(t, author, 'blogs'))[0];
    const res = await t.request('POST', '/api/blogs', { token: author.access_token, body: form({ title, category: category.id, body: 'A walk along the <river>.', visibility }) });
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'plaza-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await startTestApp({ env: { ...THROTTLE_OFF, FRONTEND_DIST: dist, PUBLIC_URL: 'https://plaza.example' } });
    author = await newUser(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a public listing page with its title, description, image and price as OpenGraph and Twitter tags', async () => {
    const listing = await newListing(t, author, 'marketplaces', { [titleOf(market)]: 'Oak desk "as new"' }, 1);
    const html = await page(`/marketplaces/${listing.id}`);
    expect(html).toContain('<title>Oak desk &#34;as new&#34; · Plaza</title>');
    expect(html).toContain('<meta property="og:title" content="Oak desk &#34;as new&#34;" />');
    expect(html).toContain(`<meta property="og:url" content="https://plaza.example/marketplaces/${listing.id}" />`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/plaza\.example\/storage\/listings\/[^"]+" \/>/);
    expect(html).toContain(`<meta property="product:price:amount" content="${Number(listing.price).toFixed(2)}" />`);
    expect(html).toContain('<meta property="product:price:currency" content="EUR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('tells nothing of a members-only post or blog post, and escapes what authors wrote', async () => {
    const post = await newPost(t, author, 'Members only words');
    const members = await blog('Members walk', 'members');
    for (const path of [`/posts/${post.id}`, `/blogs/${members.id}`, '/blogs/999999']) {
      const html = await page(path);
      expect([path, html]).toEqual([path, INDEX]);
    }
    const open = await blog('River <walk>', 'public');
    const html = await page(`/blogs/${open.id}`);
    expect(html).toContain('<meta property="og:title" content="River &#60;walk&#62;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('has a robots.txt pointing at a sitemap.xml of the public pages only', async () => {
    const open = await blog('Public walk', 'public');
    const closed = await blog('Closed walk', 'friends');
    const listing = await newListing(t, author, 'marketplaces');
    const robots = await fetch(`${t.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://plaza.example/sitemap.xml');
    const sitemap = await fetch(`${t.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>https://plaza.example/blogs/${open.id}</loc>`);
    expect(xml).toContain(`<loc>https://plaza.example/marketplaces/${listing.id}</loc>`);
    expect(xml).not.toContain(`/blogs/${closed.id}<`);
  });
});
