import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { ImageStore } from '../../common/uploads/images';
import { VIDEO_POSTER, VideoFiles } from './media/video-files';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** When a moderator removes a video, every file it has goes too (as when its author deletes it). */
@Injectable()
export class VideosModerationListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly files: VideoFiles,
    private readonly images: ImageStore,
  ) {}

  onModuleInit(): void {
    this.events.on('moderation.removed', async ({ type, rows }) => {
      if (type !== 'video') {
        return;
      }
      for (const row of rows) {
        await Promise.all([
          this.files.remove('incoming', text(row.source)),
          this.files.remove('originals', text(row.original)),
          this.files.remove('public', text(row.file)),
          this.images.remove(text(row.poster), VIDEO_POSTER),
        ]);
      }
    });
  }
}
