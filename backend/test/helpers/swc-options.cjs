// How SWC compiles the backend's TypeScript for the tests (decorator metadata included, as Nest and
// MikroORM need): one set of options for Jest's transform (jest.config.js) and for the tests that
// start src/main.ts in a process of its own (run-source.cjs).
module.exports = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
