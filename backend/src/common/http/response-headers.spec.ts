import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { ResponseHeaders } from './response-headers';

const FIXED = { 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', vary: 'Origin' };

/** A server answering with ResponseHeaders added on `onSend`, as bootstrap.ts does. */
async function server(routes: (app: FastifyInstance) => void): Promise<{ app: FastifyInstance; url: string }> {
  const headers = new ResponseHeaders(FIXED);
  let next = 0;
  const app = Fastify({ genReqId: () => `req-${++next}` });
  app.addHook('onSend', (request, reply, payload, done) => {
    headers.add(request, reply);
    done(null, payload);
  });
  routes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** The answer's header lines as sent, in order (Date and Connection left out). */
function headerLines(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      const lines: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (!['date', 'connection', 'keep-alive'].includes(res.rawHeaders[i].toLowerCase())) {
          lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
      }
      res.on('end', () => resolve(lines));
    }).on('error', reject);
  });
}

describe('ResponseHeaders', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('sends the fixed headers and the request id first, then the answer’s own, a route’s value replacing a fixed one in place', async () => {
    const s = await server((a) => {
      a.get('/plain', async () => ({ ok: true }));
      a.get('/framed', async (_request, reply) => {
        void reply.header('x-frame-options', 'DENY').header('etag', '"1"');
        return { ok: true };
      });
      a.get('/missing', async (_request, reply) => reply.status(404).send({ statusCode: 404 }));
    });
    app = s.app;
    expect(await headerLines(`${s.url}/plain`)).toEqual([
      'x-frame-options: SAMEORIGIN',
      'x-content-type-options: nosniff',
      'vary: Origin',
      'x-request-id: req-1',
      'content-type: application/json; charset=utf-8',
      'content-length: 11',
    ]);
    expect(await headerLines(`${s.url}/framed`)).toEqual([
      'x-frame-options: DENY',
      'x-content-type-options: nosniff',
      'vary: Origin',
      'x-request-id: req-2',
      'etag: "1"',
      'content-type: application/json; charset=utf-8',
      'content-length: 11',
    ]);
    // Errors and answers of unknown routes carry them too.
    expect(await headerLines(`${s.url}/missing`)).toEqual(expect.arrayContaining(['x-frame-options: SAMEORIGIN', 'x-request-id: req-3']));
    expect(await headerLines(`${s.url}/no-such-route`)).toEqual(expect.arrayContaining(['x-frame-options: SAMEORIGIN', 'x-request-id: req-4']));
  });

  it('still sends every fixed header when a route set one on the raw response itself, the fixed value winning as before', async () => {
    const s = await server((a) =>
      a.get('/raw', async (_request, reply) => {
        reply.raw.setHeader('x-frame-options', 'ALLOW-FROM x');
        reply.raw.setHeader('x-custom', 'yes');
        return { ok: true };
      }),
    );
    app = s.app;
    const lines = await headerLines(`${s.url}/raw`);
    expect(lines).toEqual(expect.arrayContaining(['x-custom: yes', 'x-frame-options: SAMEORIGIN', 'x-content-type-options: nosniff', 'vary: Origin', 'x-request-id: req-1']));
    expect(lines.filter((l) => l.startsWith('x-frame-options'))).toHaveLength(1);
  });

  it('leaves an answer the route writes itself (hijacked) as the route wrote it', async () => {
    const s = await server((a) =>
      a.get('/own', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        reply.raw.end('mine');
      }),
    );
    app = s.app;
    expect(await headerLines(`${s.url}/own`)).toEqual(['content-type: text/plain', 'Transfer-Encoding: chunked']);
  });

  it('refuses at start-up a fixed header Node would refuse, or one not in lower case', () => {
    expect(() => new ResponseHeaders({ 'x-bad': 'a\r\nb' })).toThrow();
    expect(() => new ResponseHeaders({ 'bad name': 'x' })).toThrow();
    expect(() => new ResponseHeaders({ 'X-Upper': 'x' })).toThrow(/lower case/);
  });
});
