import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { sqlOne } from '../../database/sql';
import { MediaTools } from './media/media-tools';
import { VideosService } from './videos.service';

/** A short clip made with ffmpeg (test pattern and a tone), as an upload would bring it. */
async function demoClip(ffmpeg: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'plaza-demo-'));
  try {
    const file = join(dir, 'clip.mkv');
    await promisify(execFile)(ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=duration=6:size=640x360:rate=25',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6',
      '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'libmp3lame', '-shortest', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sam's clip, uploaded through the videos service: the media queue transcodes it as any upload. */
export const seedDemoVideos: DemoSeed = async ({ app, em, members, say }) => {
  const { sam } = await members();
  if (!sam || (await sqlOne(em, 'select 1 from videos where user_id = ?', [sam.id]))) {
    return;
  }
  await app.get(VideosService).create(sam, { title: 'Test pattern, with a tone', description: 'A short clip to try the player: seek anywhere.' }, await demoClip(app.get(MediaTools).ffmpeg));
  say('Demo video: a clip, processing in the media queue.');
};
