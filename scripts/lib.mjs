// Small helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the whole script when it fails. */
export async function must(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})\n`);
    process.exit(code);
  }
}

/** Newest modification time of any file under the given paths (0 when none exists). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) {return;}
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') {continue;}
        walk(join(p, entry));
      }
    } else if (s.mtimeMs > newest) {
      newest = s.mtimeMs;
    }
  };
  paths.forEach(walk);
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
export function stale(output, inputs) {
  if (!existsSync(output)) {return true;}
  return newestMtime(inputs.map((p) => join(root, p))) > statSync(output).mtimeMs;
}
