import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136): on a script's first line, all its functions are compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every chunk with V8's compile hint, so V8 compiles its functions on a background thread
 * while the script streams in, not on the main thread at each one's first call: 520-870 ms of a
 * page load at 4x CPU (docs/decisions.md#which-renders-block). Added after minification, which
 * would drop the comment; the content hash is the same with or without it.
 */
export function compileHints(): Plugin {
  return {
    name: 'plaza-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          item.code = `${COMPILE_HINT}\n${item.code}`;
        }
      }
    },
  };
}
