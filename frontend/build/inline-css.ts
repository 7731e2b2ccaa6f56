import type { Plugin } from 'vite';

/**
 * Writes the page's small stylesheets into index.html instead of linking them: a stylesheet blocks
 * the first paint, and fetching a few hundred bytes cost a whole round trip (~0.6 s on a slow
 * phone network) before anything showed. Larger ones stay links (they cache across releases).
 */
export function inlineSmallCss(maxBytes = 4096): Plugin {
  return {
    name: 'plaza-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = context.bundle?.[file];
          const css = asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source : undefined;
          return css !== undefined && Buffer.byteLength(css) <= maxBytes && !css.includes('</') ? `<style>${css}</style>` : link;
        });
      },
    },
  };
}
