import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

/** Every .eml written for `to`, oldest first, decoded from quoted-printable soft breaks. */
export function mailsTo(t: TestApp, to: string): string[] {
  const dir = join(t.config.dataDir, 'mail');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(to)).sort() : [];
  return files.map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The newest .eml written for `to`. */
export function lastMailTo(t: TestApp, to: string): string {
  const mails = mailsTo(t, to);
  if (!mails.length) {
    throw new Error(`no mail to ${to}`);
  }
  return mails[mails.length - 1];
}
