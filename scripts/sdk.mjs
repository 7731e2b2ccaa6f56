// `npm run sdk`: regenerates sdk/src from openapi.json with openapi-typescript-codegen (fetch
// client, with core/request.ts taken from sdk-templates/request.ts). Relative imports get `.js` so
// the package's tsc build runs in plain Node. `node scripts/sdk.mjs <openapi.json> <outDir>` writes
// elsewhere (the drift check).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must, root } from './lib.mjs';

const input = process.argv[2] ?? join(root, 'openapi.json');
const output = process.argv[3] ?? join(root, 'sdk/src');
// The generator reads a nullable reference only as `allOf: [$ref]` + `nullable` (openapi.ts writes the
// strict `anyOf: [$ref, null]`): it gets that form, so the types stay `X | null`.
const isNullOnly = (s) => s && s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;
const forGenerator = (node) => {
  if (Array.isArray(node)) {
    return node.map(forGenerator);
  }
  if (!node || typeof node !== 'object') {
    return node;
  }
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, forGenerator(value)]));
  if (Array.isArray(copy.anyOf) && copy.anyOf.length === 2 && copy.anyOf[0].$ref && isNullOnly(copy.anyOf[1])) {
    const { anyOf, ...rest } = copy;
    return { ...rest, allOf: [anyOf[0]], nullable: true, type: 'object' };
  }
  return copy;
};
const generatorInput = join(tmpdir(), `plaza-openapi-${process.pid}.json`);
writeFileSync(generatorInput, JSON.stringify(forGenerator(JSON.parse(readFileSync(input, 'utf8')))));

rmSync(output, { recursive: true, force: true });
await must(join(root, 'node_modules/.bin/openapi'), [
  '--input', generatorInput,
  '--output', output,
  '--client', 'fetch',
  '--useUnionTypes',
  '--useOptions',
  '--indent', '2',
  '--exportSchemas', 'false',
  '--request', join(root, 'sdk-templates/request.ts'),
]);
rmSync(generatorInput, { force: true });
// The realtime event map is declared once, in the backend; the SDK carries a copy for clients.
copyFileSync(join(root, 'backend/src/realtime/socket-events.ts'), join(output, 'realtime-events.ts'));
// So are the validation and error messages: the frontend's forms show the same words.
copyFileSync(join(root, 'backend/src/common/validation/messages.ts'), join(output, 'validation-messages.ts'));
// And the listing sections: the frontend builds their lists, filters and forms from the same declaration.
copyFileSync(join(root, 'backend/src/modules/listings/sections.ts'), join(output, 'listing-sections.ts'));
copyFileSync(join(root, 'backend/src/modules/listings/section-slugs.ts'), join(output, 'section-slugs.ts'));
for (const entry of readdirSync(output, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.ts')) {
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const fixed = source.replace(/(from\s+['"])(\.{1,2}\/[^'"]+?)(?<!\.js)(['"])/g, '$1$2.js$3');
    if (fixed !== source) {
      writeFileSync(file, fixed);
    }
  }
}
console.log(`SDK written to ${output}`);
