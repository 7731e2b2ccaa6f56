import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds each of `entries` as an entry chunk and loads them from index.html, in order, ahead of the
 * app: Chromium runs each module script in a task of its own (docs/decisions.md#which-renders-block).
 * A module script written in index.html would be bundled into the app's entry instead.
 */
export function firstScripts(entries: string[]): Plugin {
  return {
    name: 'plaza-first-scripts',
    apply: 'build',
    buildStart() {
      for (const entry of entries) {
        this.emitFile({ type: 'chunk', id: entry, name: basename(entry).replace(/\.tsx?$/, '') });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const tags = entries.map((entry) => {
          const chunk = chunks.find((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(entry.replace(/^\.?\//, '')));
          if (!chunk) {
            throw new Error(`${entry} was not built as an entry chunk`);
          }
          return `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    `;
        });
        return html.replace('<script type="module"', `${tags.join('')}<script type="module"`);
      },
    },
  };
}
