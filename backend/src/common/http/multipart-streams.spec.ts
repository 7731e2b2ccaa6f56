import Fastify from 'fastify';
import { cleansTemporaryFiles, multipartStreams } from './multipart-streams';

describe('multipartStreams', () => {
  it('leaves out exactly the installed @fastify/multipart’s two temporary-file hooks, and keeps any other', async () => {
    const app = Fastify();
    const added: string[] = [];
    const addHook = app.addHook.bind(app);
    app.addHook = ((name: string, hook: never) => {
      added.push(name);
      return addHook(name as 'onRequest', hook);
    }) as typeof app.addHook;
    // (typed for streams only; the plugin itself accepts it)
    await app.register(multipartStreams, { attachFieldsToBody: true } as never);
    await app.ready();
    // attachFieldsToBody makes the plugin add its preValidation hook, which must pass through.
    expect(added).toEqual(['preValidation']);

    expect(cleansTemporaryFiles('onRequest', () => 'some other purpose')).toBe(false);
    expect(cleansTemporaryFiles('preValidation', async (r: { cleanRequestFiles(): void }) => r.cleanRequestFiles())).toBe(false);
    expect(cleansTemporaryFiles('onResponse', async (r: { cleanRequestFiles(): void }) => r.cleanRequestFiles())).toBe(true);
    await app.close();
  });

  it('refuses saveRequestFiles() instead of leaving temporary files behind', async () => {
    const app = Fastify();
    await app.register(multipartStreams);
    app.post('/', async (request) => {
      await (request as unknown as { saveRequestFiles(): Promise<unknown> }).saveRequestFiles();
      return {};
    });
    const res = await app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/saveRequestFiles\(\) is not available/);
    await app.close();
  });
});
