import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstChunks } from './first-chunks.ts';

interface Tag {
  attrs: { id: string };
  children: string;
}

const chunk = (fileName: string, options: { entry?: boolean; facade?: string; modules?: string[]; imports?: string[]; css?: string[] }) => ({
  type: 'chunk',
  fileName,
  isEntry: options.entry ?? false,
  facadeModuleId: options.facade ?? null,
  moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

function listed(pages: Record<string, string[]>, bundle: object): Record<string, string[]> {
  const plugin = firstChunks(pages, 'first-chunks') as unknown as { transformIndexHtml: { handler: (html: string, context: { bundle: object }) => Tag[] } };
  const [tag] = plugin.transformIndexHtml.handler('', { bundle });
  assert.equal(tag.attrs.id, 'first-chunks');
  return JSON.parse(tag.children) as Record<string, string[]>;
}

const bundle = {
  index: chunk('assets/index-1.js', { entry: true, facade: '/app/index.html', imports: ['assets/react-2.js'] }),
  react: chunk('assets/react-2.js', { modules: ['/app/node_modules/react/index.js'] }),
  page: chunk('assets/ListingsPage-3.js', { facade: '/app/src/features/listings/ListingsPage.tsx', imports: ['assets/react-2.js', 'assets/query-4.js'], css: ['assets/ListingsPage-5.css'] }),
  query: chunk('assets/query-4.js', { modules: ['/app/node_modules/query/index.js', '/app/src/lib/QueryProvider.tsx'] }),
};

test("lists a page's chunks and their imports, less what the HTML loads already, with their CSS", () => {
  const files = listed({ listings: ['features/listings/ListingsPage.tsx'], provider: ['lib/QueryProvider.tsx'] }, bundle);
  assert.deepEqual(files, { listings: ['assets/ListingsPage-3.js', 'assets/query-4.js', 'assets/ListingsPage-5.css'], provider: ['assets/query-4.js'] });
});

test('fails the build when a page module is in no chunk (renamed or moved)', () => {
  assert.throws(() => listed({ chat: ['features/chats/ChatsPage.tsx'] }, bundle), /src\/features\/chats\/ChatsPage\.tsx \(first chunks of the chat page\) is in no chunk/);
});
