/**
 * Preloaded (`node -r`) into the backend that bench/db-read/run.mjs starts: records the SQL the
 * app sends to PostgreSQL (through `pg`, which MikroORM uses), between a `sql:start` and a
 * `sql:stop` message on the IPC channel, and answers `sql:stop` with the statements. Outside a
 * capture, `pg`'s own query method is in place (nothing is wrapped while measuring).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node -r), loaded before the app */
const { existsSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');

// The `pg` MikroORM loads: @mikro-orm/postgresql may have a copy of its own, nested in its folder.
const orm = join(__dirname, '..', '..', 'node_modules', '@mikro-orm', 'postgresql', 'index.js');
const pg = existsSync(orm) ? createRequire(orm)('pg') : require('pg');

const original = pg.Client.prototype.query;
let statements = [];

process.on('message', (message) => {
  if (message === 'sql:start') {
    statements = [];
    pg.Client.prototype.query = function capture(config, values, callback) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : (config?.values ?? []);
      statements.push({ text, values: params });
      return original.call(this, config, values, callback);
    };
  } else if (message === 'sql:stop') {
    pg.Client.prototype.query = original;
    process.send({ sql: statements });
  }
});
