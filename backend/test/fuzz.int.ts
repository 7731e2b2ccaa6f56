import fc from 'fast-check';
import { newUser, type TestUser } from './helpers/factories';
import { BROKEN_MULTIPART, HOSTILE_FILES, HOSTILE_JSON, HOSTILE_TEXTS, objectFor, valueFor } from './helpers/hostile-input';
import { discoverRoutes, fillPath, type Route, type Schema } from './helpers/openapi-routes';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * Every operation of the API — discovered from the OpenAPI document, so routes added later are
 * covered without editing this file — receives random, boundary and hostile input, signed in and
 * anonymous. No answer may be a 5xx, and every answer must be one the document lists.
 *
 * FUZZ_RUNS cases per operation (default 12; a nightly run can take 500), FUZZ_SEED to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Case {
  signedIn: boolean;
  params: Record<string, string>;
  query: Partial<Record<string, string>>;
  body?: { json: unknown } | { raw: string; type: string } | { form: [string, string | { file: number }][] };
}

interface Finding {
  route: string;
  status: number;
  reason: string;
  request: string;
  response: string;
}

function caseFor(route: Route, resolve: (s: Schema | undefined) => Schema, knownIds: string[]): fc.Arbitrary<Case> {
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.filter(Boolean)) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
  const params = fc.record(Object.fromEntries(route.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue])));
  const query = fc.record(
    Object.fromEntries(route.parameters.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema, resolve).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''))])),
    { requiredKeys: [] },
  );
  let body: fc.Arbitrary<Case['body']> = fc.constant(undefined);
  if (route.bodyType?.startsWith('application/json')) {
    body = fc.oneof(
      { weight: 6, arbitrary: objectFor(route.bodySchema ?? {}, resolve).map((json) => ({ json })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_JSON).map((raw) => ({ raw, type: 'application/json' })) },
    );
  } else if (route.bodyType === 'multipart/form-data') {
    const fields = Object.entries(route.bodySchema?.properties ?? {}).map(([name, schema]) =>
      schema.format === 'binary' || schema.items?.format === 'binary'
        ? fc.option(fc.nat(HOSTILE_FILES.length - 1).map((file) => [name, { file }] as [string, { file: number }]))
        : fc.option(valueFor(schema, resolve).map((v) => [name, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as [string, string])),
    );
    body = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(...fields).map((parts) => ({ form: parts.filter((p) => p !== null) })) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_MULTIPART).map(({ type, body: raw }) => ({ raw, type })) },
    );
  }
  return fc.record({ signedIn: fc.boolean(), params, query, body });
}

function encode(c: Case): { body?: string | FormData; headers: Record<string, string> } {
  if (!c.body) {
    return { headers: {} };
  }
  if ('json' in c.body) {
    return { body: JSON.stringify(c.body.json), headers: { 'content-type': 'application/json' } };
  }
  if ('raw' in c.body) {
    return { body: c.body.raw, headers: { 'content-type': c.body.type } };
  }
  const form = new FormData();
  for (const [name, value] of c.body.form) {
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      form.append(name, new Blob([new Uint8Array(HOSTILE_FILES[value.file]())], { type: 'image/png' }), 'file.png');
    }
  }
  return { body: form, headers: {} };
}

describe('fuzzing every operation of the API', () => {
  let t: TestApp;
  let member: TestUser;
  const knownIds: string[] = ['1', '2', '3'];
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, LOG_LEVEL: 'silent' } });
    member = await newUser(t);
    const other = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: member.access_token, body: { user_id: other.id } });
    await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: other.access_token, body: { message: 'hello' } });
    knownIds.push(String(member.id), String(other.id), String(chat.body.data.id), other.username);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Signs the fuzzing member in again when a case ended its session (logout, refresh reuse…). */
  async function token(): Promise<string> {
    if ((await t.request('GET', '/api/auth/me', { token: member.access_token })).status === 401) {
      const login = await t.request('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
      member.access_token = login.body.token.access_token;
    }
    return member.access_token;
  }

  it(`answers no 5xx and only documented statuses (${RUNS} cases per operation, seed ${SEED})`, async () => {
    const { routes, resolve } = discoverRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const findings: Finding[] = [];
    const seen = new Map<number, number>();
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const result = await fc.check(
        fc.asyncProperty(caseFor(route, resolve, knownIds), async (c) => {
          const { body, headers } = encode(c);
          const auth = c.signedIn ? { authorization: `Bearer ${await token()}` } : {};
          const query = new URLSearchParams(c.query as Record<string, string>).toString();
          const url = `${t.url}${fillPath(route.path, c.params)}${query ? `?${query}` : ''}`;
          const response = await fetch(url, { method: route.method, body, headers: { ...headers, ...auth } });
          const text = await response.text();
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          const reason = response.status >= 500 ? 'server error' : route.statuses.includes(response.status) ? undefined : `undocumented (documented: ${route.statuses.join(', ')})`;
          if (reason) {
            findings.push({ route: name, status: response.status, reason, request: JSON.stringify(c).slice(0, 300), response: text.slice(0, 200) });
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(result.numRuns).toBeGreaterThan(0);
    }
    const statuses = [...seen].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    process.stdout.write(`fuzz: ${routes.length} operations, answers ${statuses.join(' ')}\n`);
    expect(findings).toEqual([]);
  }, 60_000 + RUNS * 15_000);
});
