// The image runs the app as `node`, while node_modules stay owned by root: every binary the app
// spawns must be executable by others once the Dockerfile's prod-deps stage has run. This runs that
// stage's RUN chmod lines on a copy of the installed binaries (no Docker engine needed) and checks.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(join(root, 'backend', 'package.json'));

/** The binaries the backend spawns (media-tools.ts), as npm installs them. */
const SPAWNED = ['@ffmpeg-installer/ffmpeg', '@ffprobe-installer/ffprobe'].map((name) => require(name).path);

/** The `RUN chmod …` lines of one stage of the Dockerfile. */
function chmodLines(dockerfile, stage) {
  const body = dockerfile.split(/^FROM /m).find((part) => new RegExp(`\\bAS ${stage}\\b`).test(part.split('\n')[0])) ?? '';
  return body.split('\n').filter((line) => /^RUN chmod /.test(line)).map((line) => line.slice('RUN '.length));
}

test('every binary the app spawns is executable by the image user after the prod-deps stage', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /^USER node$/m, 'the runtime stage runs as node');
  const image = mkdtempSync(join(tmpdir(), 'plaza-image-'));
  try {
    for (const binary of SPAWNED) {
      cpSync(binary, join(image, relative(root, binary)), { preserveTimestamps: true });
    }
    for (const command of chmodLines(dockerfile, 'prod-deps')) {
      execFileSync('sh', ['-c', command], { cwd: image });
    }
    for (const binary of SPAWNED) {
      const mode = statSync(join(image, relative(root, binary))).mode;
      assert.ok(mode & 0o001, `${relative(root, binary)} is ${(mode & 0o777).toString(8)} in the image: the node user cannot run it`);
    }
  } finally {
    rmSync(image, { recursive: true, force: true });
  }
});
