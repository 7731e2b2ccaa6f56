import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { imageKind } from '../../../common/uploads/images';
import { ObjectStore, scratchDir } from '../../../files/object-store';

/** A video's poster frame: /storage/videos/posters/<file>. */
export const VIDEO_POSTER = imageKind({ folder: 'videos/posters', maxSize: 1280 });

type Area = 'incoming' | 'originals' | 'public';

/**
 * Where video files live, in the object store. Uploads wait under a private key while they are
 * processed; the playable MP4 appears under public/videos/ (/storage/videos/, with HTTP Range) only
 * once complete. ffmpeg works on local files: the input is read from the store (a temporary
 * download with the s3 driver) and the outputs are made in a scratch folder, then stored.
 */
@Injectable()
export class VideoFiles {
  private readonly scratch: string;

  constructor(
    config: AppConfig,
    private readonly objects: ObjectStore,
  ) {
    this.scratch = join(scratchDir(config.uploadsDir), 'videos');
  }

  /** A file name is ours only when it is one of our generated names. */
  private static safe(name: string): string {
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(name)) {
      throw new Error(`not a stored video name: ${name}`);
    }
    return name;
  }

  key(area: Area, name: string): string {
    return area === 'public' ? `public/videos/${VideoFiles.safe(name)}` : `private/videos/${area}/${VideoFiles.safe(name)}`;
  }

  static newName(extension: string): string {
    return `${randomUUID()}.${extension}`;
  }

  /** A local path where a file is made before it is stored (`keep`), its folder created. */
  async prepare(name: string): Promise<string> {
    await mkdir(this.scratch, { recursive: true });
    return join(this.scratch, VideoFiles.safe(name));
  }

  /** Stores a file made at `prepare(name)`'s path under `area` (the local file is gone afterwards). */
  keep(area: Area, name: string, path: string): Promise<void> {
    return this.objects.adoptFile(this.key(area, name), path, { contentType: area === 'public' ? 'video/mp4' : undefined });
  }

  /** Runs `fn` on a local copy of a stored file (ffprobe, ffmpeg). */
  withLocal<T>(area: Area, name: string, fn: (path: string) => Promise<T>): Promise<T> {
    return this.objects.withLocalFile(this.key(area, name), fn);
  }

  async move(from: Area, to: Area, name: string): Promise<void> {
    await this.objects.move(this.key(from, name), this.key(to, name));
  }

  async remove(area: Area, name: string | null | undefined): Promise<void> {
    if (name) {
      await this.objects.delete([this.key(area, name)]);
    }
  }

  /** Removes a scratch file (a failed transcode). */
  async discard(name: string): Promise<void> {
    await rm(join(this.scratch, VideoFiles.safe(name)), { force: true });
  }
}
