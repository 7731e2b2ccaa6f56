import { Writable } from 'node:stream';
import pino from 'pino';
import type { AppConfig } from '../../config/app-config';
import { pinoOptions } from './request-logger';

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
