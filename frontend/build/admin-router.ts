import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** ra-core's router adapter, as ra-core's own modules import it. */
const RA_ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/](?:adapters[\\/])?$/;

/**
 * Builds the console with `src/admin/routerProvider.tsx` in place of ra-core's
 * `adapters/reactRouterProvider.js` (see that file for why: it keeps react-router's data router out
 * of every visitor's download). Only ra-core's own import of that one file is redirected.
 */
export function adminRouter(): Plugin {
  const replacement = fileURLToPath(new URL('../src/admin/routerProvider.tsx', import.meta.url));
  return {
    name: 'plaza-admin-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('reactRouterProvider.js')) {
        return null;
      }
      const dir = importer.slice(0, importer.lastIndexOf('/') + 1);
      return RA_ADAPTER.test(dir) ? replacement : null;
    },
  };
}
