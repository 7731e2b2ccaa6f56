import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstScripts } from './first-script.ts';

const html = '<head>\n    <script type="module" crossorigin src="/assets/index-3.js"></script>\n</head>';
const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', isEntry: true, fileName, facadeModuleId });

function transform(entries: string[], bundle: object): string {
  const plugin = firstScripts(entries) as unknown as { transformIndexHtml: { handler: (html: string, context: { bundle: object }) => string } };
  return plugin.transformIndexHtml.handler(html, { bundle });
}

test('loads each entry, in order, ahead of the app', () => {
  const bundle = {
    a: chunk('assets/react-1.js', '/app/src/boot/react.ts'),
    b: chunk('assets/first-2.js', '/app/src/first.ts'),
    c: chunk('assets/index-3.js', '/app/index.html'),
  };
  const out = transform(['src/first.ts', 'src/boot/react.ts'], bundle);
  const scripts = [...out.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(scripts, ['/assets/first-2.js', '/assets/react-1.js', '/assets/index-3.js']);
});

test('fails the build when an entry was not built', () => {
  assert.throws(() => transform(['src/boot/missing.ts'], { c: chunk('assets/index-3.js', '/app/index.html') }), /src\/boot\/missing\.ts was not built/);
});
