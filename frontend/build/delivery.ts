import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text, above this size. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

export interface DeliveryOptions {
  /** The landing page's module (relative to the frontend folder): its chunks count as initial. */
  landing: string;
  /** Most gzip bytes of JavaScript the landing page may load (entry, its imports, the landing page's chunks). */
  budgetGzipBytes: number;
  /** Packages for members only (server state, sockets, the emoji picker, the console): the build fails if the landing page loads one. */
  membersOnly?: string[];
}

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/**
 * How the build is delivered: every compressible file is also written precompressed (`.br` at
 * brotli's best, `.gz` at gzip's best) for the server to send as it is (@fastify/static's
 * `preCompressed`), and the build fails when the JavaScript a visitor's landing page loads grows
 * past the budget. It prints that figure and every chunk's sizes (bench/frontend-bytes.mjs
 * measures the same from a browser).
 */
export function delivery(options: DeliveryOptions): Plugin {
  let outDir = '';
  let root = '';
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'plaza-delivery',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          chunks.set(item.fileName, { fileName: item.fileName, isEntry: item.isEntry, facadeModuleId: item.facadeModuleId, imports: item.imports, moduleIds: item.moduleIds });
        }
      }
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) {
          continue;
        }
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) {
          continue;
        }
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
      }

      const landingModule = join(root, options.landing);
      const initial = new Set<string>();
      const add = (fileName: string) => {
        if (initial.has(fileName)) {
          return;
        }
        initial.add(fileName);
        chunks.get(fileName)?.imports.forEach(add);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || chunk.facadeModuleId === landingModule) {
          add(chunk.fileName);
        }
      }
      const sizes = [...initial].map((fileName) => ({ fileName, gzip: gzipSync(readFileSync(join(outDir, fileName)), { level: 9 }).length }));
      const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(
        `landing page JavaScript: ${kb(total)} gzip (budget ${kb(options.budgetGzipBytes)}): ` +
          sizes.sort((a, b) => b.gzip - a.gzip).map((file) => `${file.fileName} ${kb(file.gzip)}`).join(', '),
      );
      const membersOnly = (options.membersOnly ?? []).flatMap((name) =>
        [...initial].filter((fileName) => chunks.get(fileName)?.moduleIds.some((id) => id.includes(`/node_modules/${name}/`))).map((fileName) => `${name} (in ${fileName})`),
      );
      if (membersOnly.length) {
        this.error(`the landing page loads members-only code: ${membersOnly.join(', ')}. Load it behind a lazy import (src/lib/queries.tsx for TanStack Query).`);
      }
      if (total > options.budgetGzipBytes) {
        this.error(
          `the landing page loads ${kb(total)} of JavaScript (gzip), over its budget of ${kb(options.budgetGzipBytes)}: ` +
            `${[...initial].join(', ')}. Move what a visitor does not need behind a lazy import.`,
        );
      }
    },
  };
}
