import { Module } from '@nestjs/common';
import { ForumsSharer } from './forums.sharer';
import { ForumsSearcher } from './forums.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { contentControllers } from '../../common/content/content-type.controller';
import { FORUMS } from './forums.content-type';
import { ForumsController } from './forums.controller';
import { ForumsRepository } from './forums.repository';
import { ForumsService } from './forums.service';
import { ForumsMemberData } from './forums.member-data';

/** Forums: threads with categories, paged replies, pin and lock. Emits `forum.replied`. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [...contentControllers(FORUMS, ForumsService), ForumsController],
  providers: [ForumsSharer, ForumsSearcher, ForumsMemberData, ForumsRepository, ForumsService],
})
export class ForumsModule {}
