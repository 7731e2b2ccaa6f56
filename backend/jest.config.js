/** Backend tests: unit specs beside the code, integration tests against the real app in test/. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config
const swc = ['@swc/jest', require('./test/helpers/swc-options.cjs')];

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
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
