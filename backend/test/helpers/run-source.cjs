/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload script */
// Runs a TypeScript entry point of the backend (argv[2]) compiled on the fly by SWC, with the
// options the tests use (decorator metadata included), so a test can start the app as
// `npm start` does (src/main.ts) in a process of its own, without building dist/ first.
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const options = require('./swc-options.cjs');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
require('reflect-metadata');
require(resolve(process.argv[2]));
