import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../../config/app-config';
import { fastifyLoggerOptions, pinoOptions, requestLogParent } from './request-logger';

/** A logger with Plaza's settings writing JSON lines into an array. */
function capture(logLevel: string) {
  const lines: { level: number; msg: string; context?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const { options } = pinoOptions({ logLevel, logFormat: 'json' } as AppConfig);
  return { logger: pino(options, sink), lines };
}

describe('quiet start-up logs', () => {
  it('keeps the framework’s per-module, per-route and per-address lines out of info, and Plaza’s own lines in', () => {
    const { logger, lines } = capture('info');
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/posts, GET} route');
    logger.info({ context: 'MikroORM' }, "[migrator] Applied 'Migration20261122000000_extensions'");
    logger.info('Server listening at http://127.0.0.1:3000');
    logger.info({ context: 'Plaza' }, 'Plaza is running on http://localhost:3000');
    logger.warn({ context: 'MikroORM' }, 'a warning still shows');
    expect(lines.map((l) => l.msg)).toEqual(['Plaza is running on http://localhost:3000', 'a warning still shows']);
  });

  it('shows the chatter at debug level', () => {
    const { logger, lines } = capture('debug');
    logger.info({ context: 'RoutesResolver' }, 'PostsController {/api}:');
    expect(lines).toEqual([expect.objectContaining({ level: 20, msg: 'PostsController {/api}:', context: 'RoutesResolver' })]);
  });
});

describe("a request's logger", () => {
  it('writes lines with the request’s bindings at the root’s level, and children add theirs', () => {
    const { logger: root, lines } = capture('info');
    const log = requestLogParent(root).child({ req_id: 'r-1' });
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(log.level).toBe('info');
    log.debug('not shown');
    log.info({ status: 200 }, 'request completed');
    log.child({ job: 'mail' }).warn('from a child');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, req_id: 'r-1', status: 200, msg: 'request completed' }),
      expect.objectContaining({ level: 40, req_id: 'r-1', job: 'mail', msg: 'from a child' }),
    ]);
  });

  it('takes a level of its own (a route’s logLevel) without changing the root’s', () => {
    const { logger: root, lines } = capture('info');
    const parent = requestLogParent(root);
    const log = parent.child({ req_id: 'r-2' }, { level: 'debug' });
    log.debug('shown');
    root.debug('not shown');
    parent.info('the server’s own line');
    expect(lines.map((l) => [l.msg, (l as { req_id?: string }).req_id])).toEqual([
      ['shown', 'r-2'],
      ['the server’s own line', undefined],
    ]);
  });
});

describe('request logs through Fastify', () => {
  it('makes no pino child for a liveness probe (no line), and a logged request’s lines carry its req_id', async () => {
    const { logger: root, lines } = capture('info');
    const child = jest.spyOn(root, 'child');
    let next = 0;
    const app = Fastify({ ...fastifyLoggerOptions(root), genReqId: () => `r-${++next}` });
    app.get('/api/health/live', async () => ({ status: 'ok' }));
    app.get('/api/chatty', async (request) => {
      request.log.info('working');
      return { ok: true };
    });
    await app.ready();
    const atStart = child.mock.calls.length;
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(child.mock.calls.length).toBe(atStart);
    await app.inject({ method: 'GET', url: '/api/chatty' });
    await app.close();
    expect(lines.map((l) => [l.msg, (l as { req_id?: string }).req_id])).toEqual([
      ['working', 'r-3'],
      ['request completed', 'r-3'],
    ]);
  });
});
