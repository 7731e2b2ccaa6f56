import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import type { ImageKind } from '../../../common/uploads/images';

/** A video's poster frame: /storage/videos/posters/<file>. */
export const VIDEO_POSTER: ImageKind = { folder: 'videos/posters', maxSize: 1280 };

type Area = 'incoming' | 'originals' | 'work' | 'public';

/**
 * Where video files live. Uploads wait in a private folder while they are processed; the
 * playable MP4 appears under /storage/videos/ (served with HTTP Range) only once complete.
 */
@Injectable()
export class VideoFiles {
  constructor(private readonly config: AppConfig) {}

  /** A file name is ours only when it is one of our generated names. */
  private static safe(name: string): string {
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(name)) {
      throw new Error(`not a stored video name: ${name}`);
    }
    return name;
  }

  path(area: Area, name: string): string {
    const root = area === 'public' ? join(this.config.uploadsDir, 'public', 'videos') : join(this.config.uploadsDir, 'private', 'videos', area);
    return join(root, VideoFiles.safe(name));
  }

  static newName(extension: string): string {
    return `${randomUUID()}.${extension}`;
  }

  /** A new file's path in `area`, its folder created. */
  async prepare(area: Area, name: string): Promise<string> {
    const file = this.path(area, name);
    await mkdir(dirname(file), { recursive: true });
    return file;
  }

  async move(from: Area, to: Area, name: string, newName = name): Promise<void> {
    await rename(this.path(from, name), await this.prepare(to, newName));
  }

  async remove(area: Area, name: string | null | undefined): Promise<void> {
    if (name) {
      await rm(this.path(area, name), { force: true });
    }
  }
}
