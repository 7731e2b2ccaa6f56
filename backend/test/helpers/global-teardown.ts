import { readFileSync, rmSync } from 'node:fs';
import { SKIPPED_FILE } from './skips';

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__plazaEmbeddedPg;
  if (embedded) {
    await embedded.db.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
  }
  const skipped = readFileSync(SKIPPED_FILE, 'utf8').split('\n').filter(Boolean);
  if (skipped.length) {
    process.stdout.write(
      `\nSkipped for lack of what they need: ${skipped.length} suite(s)\n` +
        skipped.map((s) => `  - ${s}`).join('\n') +
        '\n',
    );
  }
}
