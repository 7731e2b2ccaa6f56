import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { reactFacade } from './react-facade.ts';

const frontend = fileURLToPath(new URL('..', import.meta.url));

/** Two modules importing React as the app's do, bundled with or without the facade. */
async function bundle(plugins: object[]): Promise<string> {
  const sources: Record<string, string> = {
    [join(frontend, 'entry.js')]: "import { one } from './one.js';\nimport { two } from './two.js';\nexport { one, two };\n",
    [join(frontend, 'one.js')]: "import { useState, memo } from 'react';\nexport const one = [useState, memo];\n",
    [join(frontend, 'two.js')]: "import React, { useState } from 'react';\nimport * as All from 'react';\nexport const two = [React, useState, All.useState];\n",
  };
  const build = await rolldown({
    input: join(frontend, 'entry.js'),
    plugins: [...plugins, { name: 'sources', resolveId: (id: string, importer?: string) => (id in sources ? id : importer && importer in sources && id.startsWith('./') ? join(frontend, id) : null), load: (id: string) => sources[id] ?? null }],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
  });
  // The app's build keeps modules in their own wrappers (strict execution order), where each importer gets its copy.
  const { output } = await build.generate({ format: 'esm', strictExecutionOrder: true });
  return output[0].code;
}

test('React is made an ES module once, whatever the number of modules importing it', async () => {
  const without = await bundle([]);
  const withFacade = await bundle([reactFacade()]);
  // One namespace copy per importing module without the facade, one in all with it.
  assert.equal(without.match(/__toESM\(require_react\(\)\)/g)?.length, 2);
  assert.equal(withFacade.match(/__toESM\(require_react\(\)\)/g)?.length, 1);

  const dir = await mkdtemp(join(tmpdir(), 'react-facade-'));
  try {
    await writeFile(join(dir, 'bundle.mjs'), withFacade);
    const { one, two } = (await import(join(dir, 'bundle.mjs'))) as { one: unknown[]; two: [{ useState: unknown; memo: unknown }, unknown, unknown] };
    const [React, useState, namespaceUseState] = two;
    assert.equal(typeof React.useState, 'function');
    assert.deepEqual(one, [React.useState, React.memo]);
    assert.equal(useState, React.useState);
    assert.equal(namespaceUseState, React.useState);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
