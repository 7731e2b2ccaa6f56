import { Logger } from '@nestjs/common';
import { PgListener } from '../src/database/pg-listener';
import { eventually } from './helpers/eventually';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';

/** The LISTEN connection of the outbox and the session cache, on its own, across a network partition. */
describe('PgListener', () => {
  let pg: FaultProxy;
  beforeAll(async () => {
    pg = await startFaultProxy(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    pg?.restore();
    await pg?.close();
  });

  it('stops while PostgreSQL cannot answer its goodbye (a partition), by dropping the socket it owns', async () => {
    let up = false;
    const listener = new PgListener({
      connectionString: pg.url(process.env.TEST_DATABASE_URL!),
      connectTimeoutMs: 1000,
      channel: 'plaza_listener_test',
      applicationName: 'plaza-listener-test',
      logger: new Logger('listener-test'),
      downMessage: (reason) => `down: ${reason}`,
      upMessage: 'up',
      onNotification: () => undefined,
      onUp: () => (up = true),
    });
    listener.start();
    expect(await eventually(() => up, Boolean)).toBe(true);
    pg.cut('blackhole');
    // Without the socket drop, pg's end() waits for a close that never comes and this never resolves.
    await listener.stop();
    expect(listener.listening).toBe(false);
  });
});
