// The response-schema check against the real openapi.json: it passes a true answer, and catches a
// wrong body, an undocumented status and an unknown route.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { responseChecker } from './check-responses.mjs';
import { root } from './lib.mjs';

const check = responseChecker(JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')));
const user = { id: 7, first_name: 'Ana', last_name: 'Silva', username: 'ana', avatar: null, is_online: false, status: 'offline' };
const album = (cover) => ({
  data: { id: 4, name: 'Summer', description: null, cover, pictures_count: 0, pictures: [], user, hidden: false, created_at: '2026-11-29T10:00:00.000Z', updated_at: '2026-11-29T10:00:00.000Z' },
});

test('a nullable reference takes null and the object it names (strict validators refused null)', () => {
  assert.equal(check({ method: 'GET', path: '/api/pictures/albums/4', status: 200, body: album(null) }), null);
  assert.equal(check({ method: 'GET', path: '/api/pictures/albums/4', status: 200, body: album({ id: 1, image: 'a.webp', width: 4, height: 3 }) }), null);
});

test('a body that breaks its schema is reported with where', () => {
  const problem = check({ method: 'GET', path: '/api/pictures/albums/4', status: 200, body: album({ id: 'one' }) });
  assert.match(problem.key, /^GET \/api\/pictures\/albums\/\{id\} 200$/);
  assert.match(problem.problem, /\/data\/cover/);
});

test('an undocumented status and an unknown route are reported', () => {
  assert.match(check({ method: 'GET', path: '/api/pictures/albums/4', status: 418, body: {} }).problem, /status 418 is not documented/);
  assert.match(check({ method: 'GET', path: '/api/no-such-thing', status: 200, body: {} }).problem, /no operation/);
});

test('a literal path wins over a template that also matches it', () => {
  const problem = check({ method: 'GET', path: '/api/friends/requests', status: 200, body: { nonsense: true } });
  assert.match(problem.key, /^GET \/api\/friends\/requests 200$/);
});
