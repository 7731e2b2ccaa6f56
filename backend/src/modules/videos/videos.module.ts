import { Module } from '@nestjs/common';
import { VideosSharer } from './videos.sharer';
import { VideosSearcher } from './videos.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { contentControllers } from '../../common/content/content-type.controller';
import { MediaTools } from './media/media-tools';
import { VideoFiles } from './media/video-files';
import { VIDEOS } from './videos.content-type';
import { VideosModerationListener } from './videos-moderation.listener';
import { VideosProcessor } from './videos.processor';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';
import { VideosMemberData } from './videos.member-data';

/** Videos: uploads made playable by the `media` queue, likes and comments. */
import { VideoFileOwner } from './videos.files';
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: contentControllers(VIDEOS, VideosService),
  providers: [VideoFileOwner, VideosSharer, VideosSearcher, VideosMemberData, VideosRepository, VideosService, VideosProcessor, MediaTools, VideoFiles, VideosModerationListener],
})
export class VideosModule {}
