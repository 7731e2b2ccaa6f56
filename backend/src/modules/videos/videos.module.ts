import { VideosModerationListener } from './videos-moderation.listener';
import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { VIDEO } from '../../common/content/content-kinds';
import { reactionsController } from '../../common/content/reactions/reactions.controller';
import { MediaTools } from './media/media-tools';
import { VideoFiles } from './media/video-files';
import { VideosController } from './videos.controller';
import { VideosProcessor } from './videos.processor';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

/** Videos: uploads made playable by the `media` queue, likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [VideosController, reactionsController(VIDEO, { path: 'videos', name: 'Video', noun: 'video' })],
  providers: [VideosRepository, VideosService, VideosProcessor, MediaTools, VideoFiles, VideosModerationListener],
})
export class VideosModule {}
