// One ESLint flat config for the three workspaces (generated sdk/src excluded).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import backendBoundaries from './eslint-rules/backend-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'sdk/src/**',
      '.data/**',
      '**/.data/**',
      'backend/.openapi-data/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: ['./backend/tsconfig.test.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Domains point inward (docs/architecture.md): the kit never imports a domain, domains meet at front doors.
    files: ['backend/src/**/*.ts'],
    plugins: { plaza: { rules: { 'backend-boundaries': backendBoundaries } } },
    rules: { 'plaza/backend-boundaries': 'error' },
  },
  {
    files: ['backend/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The frontend's import directions (features, kit, console): one block per folder depth, see the file.
  ...(await import('./eslint-rules/frontend-boundaries.mjs')).default,
  {
    // Specs take `test` from the fixture that records API answers for the response-schema check.
    files: ['frontend/e2e/**/*.ts'],
    ignores: ['frontend/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import from './fixtures': it records the API answers that scripts/check-responses.mjs checks." }] }],
    },
  },
);
