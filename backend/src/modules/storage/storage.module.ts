import { StorageModerationListener } from './storage-moderation.listener';
import { StorageSearcher } from './storage.searcher';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { BlobStore } from './blob-store';
import { ResumableUploads } from './resumable-uploads';
import { SharingService } from './sharing.service';
import { SignedUrls } from './signed-urls';
import { StorageAccess } from './storage-access';
import { StorageContentController } from './storage-content.controller';
import { StorageDownloads } from './storage-downloads';
import { StorageSharingController } from './storage-sharing.controller';
import { StorageUploadsService } from './storage-uploads.service';
import { StorageController } from './storage.controller';
import { StorageRepository } from './storage.repository';
import { StorageService } from './storage.service';
import { StorageMemberData } from './storage.member-data';
import { StorageFileOwner } from './storage.files';

/** Personal storage: files and folders, sharing with friends, signed downloads, resumable uploads. Emits `storage.shared`. */
@Module({
  controllers: [StorageController, StorageSharingController, StorageContentController],
  providers: [
    StorageFileOwner,
    StorageSearcher,
    StorageMemberData,
    BlobStore,
    SignedUrls,
    StorageRepository,
    StorageAccess,
    StorageService,
    StorageUploadsService,
    SharingService,
    StorageDownloads,
    ResumableUploads,
    StorageModerationListener,
  ],
})
export class StorageModule implements OnModuleInit {
  constructor(private readonly http: HttpAdapterHost) {}

  /** The body of a resumable upload's PATCH is left unread for the tus server to stream to disk. */
  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && !fastify.hasContentTypeParser('application/offset+octet-stream')) {
      fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    }
  }
}
