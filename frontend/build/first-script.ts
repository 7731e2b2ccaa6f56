import type { Plugin } from 'vite';

/**
 * Builds `entry` as an entry chunk of its own and loads it from index.html ahead of the app: the
 * page's first reads start while the app's code still downloads (src/lib/firstReads.ts). A module
 * script written in index.html would be bundled into the app's entry, which runs last.
 */
export function firstScript(entry: string): Plugin {
  let reference = '';
  return {
    name: 'plaza-first-script',
    apply: 'build',
    buildStart() {
      reference = this.emitFile({ type: 'chunk', id: entry, name: 'first' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(entry.replace(/^\.?\//, '')));
        if (!chunk || !reference) {
          return html;
        }
        return html.replace('<script type="module"', `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    <script type="module"`);
      },
    },
  };
}
