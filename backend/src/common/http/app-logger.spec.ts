import { Writable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { AppLogger } from './app-logger';
import { currentRequestScope, requestScopeOpener } from './request-scope';
import { requestLogParent } from './request-logger';

/** A pino logger whose lines are collected as objects. */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { root: pino({ level: 'info' }, stream), lines };
}

describe('AppLogger', () => {
  it('maps Nest log calls to pino lines with their context, stack and level', () => {
    const { root, lines } = collectingLogger();
    const logger = new AppLogger(root);
    logger.log('started', 'Plaza');
    logger.error('send failed', 'Error: boom\n    at x (y.js:1:1)', 'Mail');
    logger.warn({ job: 'mail', attempt: 2 }, 'Queue');
    logger.debug('not shown at info', 'Plaza');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'started', context: 'Plaza' }),
      expect.objectContaining({ level: 50, msg: 'send failed', context: 'Mail', stack: 'Error: boom\n    at x (y.js:1:1)' }),
      expect.objectContaining({ level: 40, job: 'mail', attempt: 2, context: 'Queue' }),
    ]);
  });

  it("writes through the request's own logger inside a request, so the line carries its req_id", async () => {
    const { root, lines } = collectingLogger();
    const logger = new AppLogger(root);
    const app = Fastify({ loggerInstance: requestLogParent(root) as FastifyBaseLogger, genReqId: () => 'req-42' });
    const forks: unknown[] = [];
    const em = { fork: () => ({ fork: true }) } as unknown as EntityManager;
    const openScope = requestScopeOpener(() => em);
    app.addHook('preHandler', (request, _reply, done) => openScope(request, done));
    app.get('/x', async () => {
      logger.log('inside', 'Test');
      await new Promise((resolve) => setTimeout(resolve, 5));
      forks.push(currentRequestScope()?.em, currentRequestScope()?.em);
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/x' });
    logger.log('outside', 'Test');
    await app.close();
    expect(lines.find((l) => l.msg === 'inside')).toMatchObject({ reqId: 'req-42', context: 'Test' });
    expect(lines.find((l) => l.msg === 'outside')).not.toHaveProperty('reqId');
    // One fork per request, made when first used, the same one after an await.
    expect(forks).toEqual([{ fork: true }, { fork: true }]);
    expect(forks[0]).toBe(forks[1]);
  });
});
