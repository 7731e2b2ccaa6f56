import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes into index.html, as a JSON data block with the id `id`, the chunk files (scripts and their
 * CSS) of each page of `pages` that the HTML does not load already: the chunks holding the page's
 * modules (paths under src/) and what they import. The first script preloads them (lib/firstChunks.ts).
 */
export function firstChunks(pages: Record<string, readonly string[]>, id: string): Plugin {
  return {
    name: 'plaza-first-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is Chunk & typeof item => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into: Set<string>) => {
          if (!into.has(fileName)) {
            into.add(fileName);
            byFile.get(fileName)?.imports.forEach((next) => closure(next, into));
          }
        };
        const loaded = new Set<string>();
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => closure(chunk.fileName, loaded));
        const files: Record<string, string[]> = {};
        for (const [page, modules] of Object.entries(pages)) {
          const scripts = new Set<string>();
          for (const module of modules) {
            const id = `/src/${module}`;
            // The chunk a dynamic import of the module loads, else one that holds it (a shared chunk).
            const chunk =
              chunks.find((item) => item.facadeModuleId?.endsWith(id)) ?? chunks.find((item) => item.moduleIds.some((moduleId) => moduleId.endsWith(id)));
            if (!chunk) {
              throw new Error(`src/${module} (first chunks of the ${page} page) is in no chunk`);
            }
            closure(chunk.fileName, scripts);
          }
          const wanted = [...scripts].filter((file) => !loaded.has(file));
          const styles = wanted.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          files[page] = [...new Set([...wanted, ...styles])];
        }
        return [{ tag: 'script', attrs: { type: 'application/json', id }, children: JSON.stringify(files), injectTo: 'head' }];
      },
    },
  };
}
