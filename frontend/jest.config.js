/**
 * Frontend component and unit tests: jsdom, TypeScript through SWC, native ESM
 * (run with `node --experimental-vm-modules`, as `npm test` does).
 * @type {import('jest').Config}
 */
export default {
  rootDir: import.meta.dirname,
  testEnvironment: 'jsdom',
  // The SDK workspace from its sources, whose imports name the `.js` files its build emits.
  testEnvironmentOptions: { customExportConditions: ['plaza-source', 'browser'] },
  testTimeout: 20_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  // Every library in node_modules ships an ES module or CommonJS build Node runs as is.
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
    // What Vite's plugin makes at build time, made by the same code.
    '^virtual:emoji-names/ar$': '<rootDir>/src/test/emojiNamesAr.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
