/** Backend tests: unit specs beside the code, integration tests against the real app in test/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

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
