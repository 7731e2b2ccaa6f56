import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers/test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and decompress). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('frontend delivery', () => {
  let t: TestApp;
  let dist: string;
  const script = Buffer.from(`console.log(${JSON.stringify('Plaza '.repeat(400))});\n`);

  beforeAll(async () => {
    // A build as the frontend's makes it: hashed assets with their .br and .gz twins.
    dist = mkdtempSync(join(tmpdir(), 'plaza-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Plaza</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
    t = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed, brotli first, and lets browsers keep them for a year', async () => {
    const url = `${t.url}/assets/index-Ab12Cd34.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page itself compressed as asked and revalidated on every visit, security headers included', async () => {
    for (const path of ['/', '/show_chat/5']) {
      const page = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString()).toContain('<title>Plaza</title>');
      expect(page.headers['content-security-policy']).toBeDefined();
    }
    const gz = await rawGet(`${t.url}/friends`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<title>Plaza</title>');
    const plain = await rawGet(`${t.url}/friends`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>Plaza</title>');
    const icon = await rawGet(`${t.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a file that does not exist, and the app only for page routes', async () => {
    for (const path of ['/assets/missing.js', '/favicon.ico', '/storage/avatars/x.png', '/nothing/here.css', '/robots.txt.bak']) {
      const res = await rawGet(`${t.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.toString()).not.toContain('<title>Plaza</title>');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    for (const path of ['/blogs/12', '/u/ana.silva', '/u/ana.silva/friends', '/storage', '/search?q=bread.oven']) {
      const res = await rawGet(`${t.url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body.toString()).toContain('<title>Plaza</title>');
    }
  });
});
