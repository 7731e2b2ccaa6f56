import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// scripts/e2e-server.mjs runs the app with DATA_DIR = test-results/e2e-data-<port>: mail lands in its outbox.
export const outbox = join(import.meta.dirname, '..', '..', 'test-results', `e2e-data-${Number(process.env.E2E_PORT ?? 3100)}`, 'mail');

/** The newest mail to `email` in the outbox, its quoted-printable soft line breaks and escapes decoded. */
export function newestMailTo(email: string): string | null {
  if (!existsSync(outbox)) {
    return null;
  }
  const suffix = `-${email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`;
  const newest = readdirSync(outbox)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .at(-1);
  if (!newest) {
    return null;
  }
  return readFileSync(join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link to the app's page `page` (`reset-password`, `verify-email`) in a mail. */
export function linkIn(mail: string | null, page: string): string | null {
  return mail?.match(new RegExp(`https?://[^\\s"'<>]+/${page}/[^\\s"'<>]+`))?.[0] ?? null;
}
