// `npm run sdk`: regenerates sdk/src from openapi.json with openapi-typescript-codegen (fetch
// client, with core/request.ts taken from sdk-templates/request.ts). Relative imports get `.js` so
// the package's tsc build runs in plain Node. `node scripts/sdk.mjs <openapi.json> <outDir>` writes
// elsewhere (the drift check).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { must, root } from './lib.mjs';

const input = process.argv[2] ?? join(root, 'openapi.json');
const output = process.argv[3] ?? join(root, 'sdk/src');
rmSync(output, { recursive: true, force: true });
await must(join(root, 'node_modules/.bin/openapi'), [
  '--input', input,
  '--output', output,
  '--client', 'fetch',
  '--useUnionTypes',
  '--useOptions',
  '--indent', '2',
  '--exportSchemas', 'false',
  '--request', join(root, 'sdk-templates/request.ts'),
]);
// The realtime event map is declared once, in the backend; the SDK carries a copy for clients.
copyFileSync(join(root, 'backend/src/realtime/socket-events.ts'), join(output, 'realtime-events.ts'));
// So are the validation and error messages: the frontend's forms show the same words.
copyFileSync(join(root, 'backend/src/common/validation/messages.ts'), join(output, 'validation-messages.ts'));
// And the listing sections: the frontend builds their lists, filters and forms from the same declaration.
copyFileSync(join(root, 'backend/src/modules/listings/sections.ts'), join(output, 'listing-sections.ts'));
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
