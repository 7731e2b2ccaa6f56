// The backend's direction, as a lint error (docs/architecture.md, "What may import what"):
// the kit never imports a domain; a domain reaches another only through its front door
// (modules/<domain>/index.ts); only the console's domain reads the registry of domains.
import { dirname, relative, resolve, sep } from 'node:path';

const KIT = ['common', 'config', 'database', 'queue', 'realtime', 'redis', 'mail', 'health'];
/** Wiring that may import every domain's front door: the app module, the CLIs, the demo seeders. */
const COMPOSITION = [/^app\.module\.ts$/, /^main\.ts$/, /^bootstrap\.ts$/, /^openapi\.ts$/, /^cli\//, /^database\/seeders\//];

/** Where a path sits: { layer: 'kit' | 'domain' | 'registry' | 'composition' | 'other', domain? }. */
export function placeOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'modules') {
    if (parts.length === 2 && parts[1].replace(/\.ts$/, '') === 'registry') {
      return { layer: 'registry' };
    }
    return { layer: 'domain', domain: parts[1], frontDoor: parts.length === 2 || (parts.length === 3 && /^index(\.ts)?$/.test(parts[2])) };
  }
  if (COMPOSITION.some((re) => re.test(path))) {
    return { layer: 'composition' };
  }
  return KIT.includes(parts[0]) ? { layer: 'kit' } : { layer: 'other' };
}

/** The reason `from` may not import `to` (both relative to backend/src), or null when it may. */
export function violation(from, to, registryReaders = ['admin']) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (b.layer === 'registry') {
    return a.layer === 'composition' || (a.layer === 'domain' && registryReaders.includes(a.domain))
      ? null
      : `only the app's wiring and ${registryReaders.join(', ')} read the registry of domains`;
  }
  if (b.layer !== 'domain') {
    return null;
  }
  if (a.layer === 'kit') {
    return `the kit (${from.split('/')[0]}/) never imports a domain: pass what it needs in (a descriptor, a port in common/)`;
  }
  if (a.layer === 'domain' && a.domain === b.domain) {
    return null;
  }
  return b.frontDoor ? null : `import the ${b.domain} domain through its front door, modules/${b.domain}/index.ts`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Backend domains point inward: kit ← domains, domains ↔ front doors only' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' }, registryReaders: { type: 'array', items: { type: 'string' } } } }],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const srcRoot = resolve(context.cwd, options.srcRoot ?? 'backend/src');
    const file = context.physicalFilename;
    const from = relative(srcRoot, file).split(sep).join('/');
    if (from.startsWith('..') || /\.spec\.ts$/.test(from)) {
      return {};
    }
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) {
        return;
      }
      const to = relative(srcRoot, resolve(dirname(file), spec)).split(sep).join('/');
      if (to.startsWith('..')) {
        return;
      }
      const why = violation(from, to, options.registryReaders);
      if (why) {
        context.report({ node: node.source, message: `'${spec}': ${why}.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
