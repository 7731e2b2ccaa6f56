import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { BLOG } from '../../common/content/content-kinds';
import { ContentModule } from '../../common/content/content.module';
import { reactionsController } from '../../common/content/reactions/reactions.controller';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';

/** Blogs: posts in Markdown with categories, likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [BlogsController, reactionsController(BLOG, { path: 'blogs', name: 'Blog', noun: 'blog post' })],
  providers: [BlogsRepository, BlogsService],
})
export class BlogsModule {}
