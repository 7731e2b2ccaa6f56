import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

/** The newest .eml written for `to` (the app writes mail to DATA_DIR/mail without SMTP_URL), quoted-printable soft breaks undone. */
export function lastMailTo(t: TestApp, to: string): string {
  const dir = join(t.config.dataDir, 'mail');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(to)).sort() : [];
  if (!files.length) {
    throw new Error(`no mail to ${to}`);
  }
  return readFileSync(join(dir, files[files.length - 1]), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
