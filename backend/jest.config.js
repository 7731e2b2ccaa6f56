/** Backend tests: unit specs beside the code, integration tests against the real app in test/. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config
const swc = ['@swc/jest', require('./test/helpers/swc-options.cjs')];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config
const { spawnSync } = require('node:child_process');

/** Suites that also run with STORAGE_DRIVER=s3 against a test S3 server (test/helpers/s3-server.ts). */
const S3_SUITES = ['storage', 'pictures', 'videos', 'listings', 'member-export', 'auth', 'storage-migrate', 'images'];
const s3Server = process.env.TEST_S3_ENDPOINT || spawnSync('python3', ['-c', 'import moto.server, flask'], { stdio: 'ignore' }).status === 0;
if (!s3Server) {
  process.stdout.write(`Skipped: the S3-driver runs of ${S3_SUITES.join(', ')} (no S3 server: install moto for python3, or set TEST_S3_ENDPOINT)\n`);
}

/** @type {import('jest').Config} */
module.exports = {
  // A global option: Jest ignores testTimeout inside `projects`, so hooks (each suite boots the app
  // in beforeAll) fell back to 5 s and failed whenever the machine was busy.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int.ts'],
      // It copies to and from a bucket: integration-s3 only.
      testPathIgnorePatterns: ['/test/storage-migrate\\.int\\.ts$'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    ...(s3Server
      ? [
          {
            displayName: 'integration-s3',
            testEnvironment: 'node',
            rootDir: __dirname,
            testMatch: S3_SUITES.map((name) => `<rootDir>/test/${name}.int.ts`),
            transform: { '^.+\\.ts$': swc },
            globalSetup: '<rootDir>/test/helpers/global-setup-s3.ts',
            globalTeardown: '<rootDir>/test/helpers/global-teardown-s3.ts',
            setupFiles: ['reflect-metadata', '<rootDir>/test/helpers/storage-driver-s3.ts'],
          },
        ]
      : []),
  ],
};
