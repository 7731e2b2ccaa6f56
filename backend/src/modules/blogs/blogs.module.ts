import { Module } from '@nestjs/common';
import { BlogsSharer } from './blogs.sharer';
import { BlogsSearcher } from './blogs.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { contentControllers } from '../../common/content/content-type.controller';
import { BLOGS } from './blogs.content-type';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';
import { BlogsMemberData } from './blogs.member-data';

/** Blogs: posts in Markdown with categories, likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: contentControllers(BLOGS, BlogsService),
  providers: [BlogsSharer, BlogsSearcher, BlogsMemberData, BlogsRepository, BlogsService],
})
export class BlogsModule {}
