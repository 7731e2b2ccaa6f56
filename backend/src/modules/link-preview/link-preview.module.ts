import { Module } from '@nestjs/common';
import { PagePreviews } from '../../common/sharing/page-previews';
import { LinkPreviewController } from './link-preview.controller';
import { LinkPreviewService } from './link-preview.service';
import { PageFetcher } from './page-fetcher';

/** Link cards in chats: Plaza pages through every domain's sharer, other sites through the SSRF guard. */
@Module({ controllers: [LinkPreviewController], providers: [LinkPreviewService, PageFetcher, PagePreviews] })
export class LinkPreviewModule {}
