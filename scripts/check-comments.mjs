// Keeps comments short and the benchmark guide a guide: fails (exit 1, naming file:line) when a
// comment block in backend/src or frontend/src runs over MAX_COMMENT_LINES lines, or when
// bench/README.md runs over MAX_BENCH_README_LINES. Longer reasoning goes to docs/ (see
// docs/decisions.md) or the commit message. Usage: node scripts/check-comments.mjs [root]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_COMMENT_LINES = 8;
export const MAX_BENCH_README_LINES = 300;
const SOURCE_DIRS = ['backend/src', 'frontend/src'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** Every run of consecutive comment lines (`//` lines and `/* … *\/` blocks) as { line, length }. */
export function commentBlocks(text) {
  const blocks = [];
  let start = -1;
  let inBlock = false;
  const lines = text.split(/\r?\n/);
  const close = (index) => {
    if (start >= 0) {
      blocks.push({ line: start + 1, length: index - start });
    }
    start = -1;
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    let isComment = false;
    if (inBlock) {
      isComment = true;
      inBlock = !line.includes('*/');
    } else if (line.startsWith('//')) {
      isComment = true;
    } else if (line.startsWith('/*') || line.startsWith('{/*')) {
      isComment = true;
      inBlock = !line.slice(line.indexOf('/*') + 2).includes('*/');
    }
    if (isComment) {
      if (start < 0) {
        start = index;
      }
    } else {
      close(index);
    }
  });
  close(lines.length);
  return blocks;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') {
        yield* sourceFiles(path);
      }
    } else if (SOURCE_FILE.test(entry.name)) {
      yield path;
    }
  }
}

/** The problems found under `root`, each as "file:line: message". */
export function check(root) {
  const problems = [];
  for (const dir of SOURCE_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) {
      continue;
    }
    for (const file of sourceFiles(abs)) {
      const rel = relative(root, file).split(sep).join('/');
      for (const block of commentBlocks(readFileSync(file, 'utf8'))) {
        if (block.length > MAX_COMMENT_LINES) {
          problems.push(
            `${rel}:${block.line}: comment block of ${block.length} lines (at most ${MAX_COMMENT_LINES}: say why in a line or two, move the rest to docs/)`,
          );
        }
      }
    }
  }
  const guide = join(root, 'bench', 'README.md');
  if (existsSync(guide)) {
    const count = readFileSync(guide, 'utf8').replace(/\n$/, '').split('\n').length;
    if (count > MAX_BENCH_README_LINES) {
      problems.push(
        `bench/README.md:${MAX_BENCH_README_LINES + 1}: ${count} lines (at most ${MAX_BENCH_README_LINES}: dated runs belong in the git log)`,
      );
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = check(root);
  for (const problem of problems) {
    console.error(problem);
  }
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} comment/doc length problem(s)`);
    process.exit(1);
  }
}
