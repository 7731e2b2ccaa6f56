import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { VIDEO } from '../../common/content/content-kinds';
import { ContentMemberData, type ItemFile } from '../../common/content/content-member-data';
import { ImageStore } from '../../common/uploads/images';
import { VIDEO_POSTER, VideoFiles } from './media/video-files';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A member's videos (the playable file, else the original, and the poster), and their likes and comments. */
@Injectable()
export class VideosMemberData extends ContentMemberData {
  constructor(
    em: EntityManager,
    images: ImageStore,
    private readonly files: VideoFiles,
  ) {
    super(em, images, { kind: VIDEO, folder: 'videos', reactions: true });
  }

  protected override filesOf(row: Record<string, unknown>): ItemFile[] {
    const out: ItemFile[] = [];
    const playable = text(row.file);
    const original = text(row.original);
    if (playable) {
      out.push({ name: playable, disk: this.files.key('public', playable) });
    } else if (original) {
      out.push({ name: original, disk: this.files.key('originals', original) });
    }
    const poster = text(row.poster);
    if (poster) {
      out.push({ name: `poster-${poster}`, disk: this.images.fileOf(poster, VIDEO_POSTER) });
    }
    return out;
  }

  protected override async removeFilesOf(row: Record<string, unknown>): Promise<void> {
    await Promise.all([
      this.files.remove('incoming', text(row.source)),
      this.files.remove('originals', text(row.original)),
      this.files.remove('public', text(row.file)),
      this.images.remove(text(row.poster), VIDEO_POSTER),
    ]);
  }
}
