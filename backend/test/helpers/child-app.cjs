/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: the TypeScript hook must be in place before the app is required */
/**
 * The Plaza app in a process of its own, from the TypeScript sources (compiled on the fly with SWC,
 * as Jest does), for tests that kill it: `fork` this file with CHILD_APP_ENV (the JSON of the
 * environment loadConfig reads); it answers `{ port }` on the IPC channel once it listens, and
 * ends when the channel closes. The database must be migrated already.
 */
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    }).code,
  { exts: ['.ts'], ignoreNodeModules: true },
);
require('reflect-metadata');
const { createHttpApp } = require('../../src/bootstrap');
const { loadConfig } = require('../../src/config/app-config');

void (async () => {
  const app = await createHttpApp(loadConfig(JSON.parse(process.env.CHILD_APP_ENV ?? '{}')));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.getHttpServer().address().port });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
