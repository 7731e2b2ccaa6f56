import { Module } from '@nestjs/common';
import { BookmarksSearcher } from './bookmarks.searcher';
import { BookmarksTransferService } from './bookmarks-transfer.service';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksService } from './bookmarks.service';
import { FaviconFetcher } from './favicon-fetcher';
import { FaviconsProcessor } from './favicons.processor';
import { BookmarksMemberData } from './bookmarks.member-data';

/** Bookmarks in three groups, with import/export and favicons fetched by the `favicons` job. */
@Module({
  controllers: [BookmarksController],
  providers: [BookmarksSearcher, BookmarksMemberData, BookmarksService, BookmarksTransferService, FaviconFetcher, FaviconsProcessor],
})
export class BookmarksModule {}
