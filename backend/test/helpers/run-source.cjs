/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload script */
// Runs a TypeScript entry point of the backend (argv[2]) compiled on the fly by SWC, with the
// options the tests use (decorator metadata included), so a test can start the app as
// `npm start` does (src/main.ts) in a process of its own, without building dist/ first.
// Compiled files are kept in the temporary directory by path, size and time, so the next
// process (the scale test starts three) reads them instead of compiling all of src/ again.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const options = require('./swc-options.cjs');
const cacheDir = join(tmpdir(), 'plaza-run-source-cache');
mkdirSync(cacheDir, { recursive: true });
const optionsTag = JSON.stringify(options);

Module._extensions['.ts'] = (module, filename) => {
  const { size, mtimeMs } = statSync(filename);
  const cached = join(cacheDir, createHash('sha256').update(`${filename}\0${size}\0${mtimeMs}\0${optionsTag}`).digest('hex'));
  let code;
  try {
    code = readFileSync(cached, 'utf8');
  } catch {
    code = transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code;
    // Written aside, then renamed: a process starting at the same time never reads half a file.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
  }
  module._compile(code, filename);
};
require('reflect-metadata');
require(resolve(process.argv[2]));
