import { createServer } from 'node:net';

/** A loopback port nothing listens on now (for an app started in a process of its own). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
