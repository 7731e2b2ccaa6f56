import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const FACADE = '\0plaza-react-facade';

/**
 * React as one ES module. React ships CommonJS, and the bundler gives every ES module importing it
 * a namespace copy of its exports (`__toESM`: a getter per export, ~40 of them), 587 copies in the
 * app's chunks, made while each module body runs. ES imports of `react` get this facade instead,
 * which imports React once and exports its members as constants (plain bindings, no getter).
 */
export function reactFacade(): Plugin {
  const names = Object.keys(createRequire(import.meta.url)('react') as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return {
    name: 'plaza-react-facade',
    enforce: 'pre',
    resolveId(source, importer, extra) {
      // CommonJS requires (react-dom's own) keep the package itself.
      return source === 'react' && importer !== FACADE && (extra as { kind?: string }).kind === 'import-statement' ? FACADE : null;
    },
    load(id) {
      return id === FACADE ? `import React from 'react';\nexport default React;\nexport const { ${names.join(', ')} } = React;\n` : null;
    },
  };
}
