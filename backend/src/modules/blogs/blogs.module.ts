import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth/auth.module';
import { BLOG } from '../community/content-kinds';
import { CommunityModule } from '../community/community.module';
import { reactionsController } from '../community/reactions/reactions.controller';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';

/** Blogs: posts in Markdown with categories, likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, CommunityModule],
  controllers: [BlogsController, reactionsController(BLOG, { path: 'blogs', name: 'Blog', noun: 'blog post' })],
  providers: [BlogsRepository, BlogsService],
})
export class BlogsModule {}
