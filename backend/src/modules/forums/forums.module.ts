import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth/auth.module';
import { CommunityModule } from '../community/community.module';
import { ForumsController } from './forums.controller';
import { ForumsRepository } from './forums.repository';
import { ForumsService } from './forums.service';

/** Forums: threads with categories, paged replies, pin and lock. Emits `forum.replied`. */
@Module({
  imports: [AuthModule, UploadsModule, CommunityModule],
  controllers: [ForumsController],
  providers: [ForumsRepository, ForumsService],
})
export class ForumsModule {}
