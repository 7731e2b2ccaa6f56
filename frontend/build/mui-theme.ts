import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Leaves MUI's CSS-variable theme builder out of the build. `createTheme` imports it statically
 * but calls it only for `createTheme({ cssVariables: true })`, which Plaza never asks for (its
 * theme, MUI's default theme and react-admin's are plain themes); the builder and its helpers
 * are 4.4 KB gzip of every visitor's download. Only `createTheme`'s own import is redirected, to
 * a stub that throws if it is ever called; should MUI rename or move it, the redirect no longer
 * matches and the build simply includes it again (the landing page's budget then says so).
 */
export function muiThemeWithoutCssVars(): Plugin {
  const stub = fileURLToPath(new URL('./no-css-vars.mjs', import.meta.url));
  return {
    name: 'plaza-mui-theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './createThemeWithVars.mjs' &&
        importer &&
        /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer)
      ) {
        return stub;
      }
      return null;
    },
  };
}
