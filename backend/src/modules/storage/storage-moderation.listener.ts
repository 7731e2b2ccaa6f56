import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { BlobStore } from './blob-store';

/** When a moderator removes storage items, their files on disk are deleted too. */
@Injectable()
export class StorageModerationListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly blobs: BlobStore,
  ) {}

  onModuleInit(): void {
    this.events.on('moderation.removed', async ({ type, rows }) => {
      if (type !== 'storage') {
        return;
      }
      for (const row of rows) {
        if (typeof row.blob === 'string') {
          await this.blobs.remove(Number(row.user_id), [row.blob]);
        }
      }
    });
  }
}
