// `node scripts/check-responses.mjs [dir]`: holds every API answer the end-to-end run recorded
// (frontend/e2e/fixtures.ts) against openapi.json: the route and its status must be documented,
// and a JSON body must match the schema of that status (Ajv, OpenAPI 3.0's `nullable` included).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { root } from './lib.mjs';

const DOCUMENT_ID = 'openapi.json';

/** The document with every local `$ref` pointed at its own id, so Ajv resolves them from any schema. */
function anchored(node) {
  if (Array.isArray(node)) {
    return node.map(anchored);
  }
  if (!node || typeof node !== 'object') {
    return node;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${DOCUMENT_ID}${value}` : anchored(value)]),
  );
}

/** The path templates as patterns, literal segments first so `/friends/requests` beats `/friends/{id}`. */
function routesOf(document) {
  return Object.entries(document.paths)
    .map(([template, item]) => ({
      template,
      item,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
}

/** A checker for one document: `check(answer)` returns what is wrong with it, or null. */
export function responseChecker(document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const doc = anchored(document);
  ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components });
  const routes = routesOf(doc);
  const compiled = new Map();

  return function check({ method, path, status, body }) {
    const route = routes.find((r) => r.pattern.test(path) && r.item[method.toLowerCase()]);
    if (!route) {
      return { key: `${method} ${path}`, problem: 'no operation in openapi.json answers this route' };
    }
    const where = `${method} ${route.template}`;
    const operation = route.item[method.toLowerCase()];
    const response = operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default;
    if (!response) {
      return { key: `${where} ${status}`, problem: `status ${status} is not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})` };
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema || body === undefined) {
      return null;
    }
    const key = `${where} ${status}`;
    if (!compiled.has(key)) {
      compiled.set(key, ajv.compile(schema));
    }
    const validate = compiled.get(key);
    if (validate(body)) {
      return null;
    }
    const errors = validate.errors.slice(0, 3).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
    return { key, problem: errors.join('; ') };
  };
}

/** Reads the recorded answers (JSON lines) and prints each distinct problem once; resolves to their count. */
export function checkRecorded(dir, document) {
  const check = responseChecker(document);
  const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));
  const problems = new Map();
  let answers = 0;
  for (const file of files) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const answer = JSON.parse(line);
      answers += 1;
      const problem = check(answer);
      if (problem) {
        problems.set(`${problem.key}: ${problem.problem}`, answer);
      }
    }
  }
  return { answers, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? join(root, 'test-results/e2e/api-responses');
  const document = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
  let result;
  try {
    result = checkRecorded(dir, document);
  } catch (error) {
    console.error(`✗ no recorded API answers in ${dir} (${error.message}): do the specs import test from './fixtures'?`);
    process.exit(1);
  }
  if (result.answers === 0) {
    console.error(`✗ no recorded API answers in ${dir}`);
    process.exit(1);
  }
  for (const [problem, answer] of result.problems) {
    console.error(`✗ ${problem}\n    body: ${JSON.stringify(answer.body)?.slice(0, 300)}`);
  }
  if (result.problems.size > 0) {
    console.error(`\n✗ ${result.problems.size} kinds of answer do not match openapi.json (of ${result.answers} recorded)`);
    process.exit(1);
  }
  console.log(`✓ ${result.answers} API answers of the end-to-end run match openapi.json`);
}
