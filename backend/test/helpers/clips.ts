import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const FFPROBE = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

/** A test clip made here with ffmpeg: `seconds` of a test pattern and a tone, in MPEG-4 Part 2 + MP3 (not web-playable as is). */
export function clip(seconds: number, name = `clip-${seconds}.avi`): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-clips-'));
  try {
    const file = join(dir, name);
    execFileSync(FFMPEG, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=15`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      '-c:v', 'mpeg4', '-c:a', 'libmp3lame', '-shortest', file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
