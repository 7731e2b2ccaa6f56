import { Module } from '@nestjs/common';
import { PostsSearcher } from './posts.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { PostAccess } from './post-access';
import { PostRealtime } from './post-realtime';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { PostsMemberData } from './posts.member-data';

/**
 * The wall: posts, likes and comments. Emits `post.liked` and `post.commented`; tells feeds of new
 * posts, counts and deletions (`posts.created`, `posts.updated`, `posts.deleted`).
 */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [PostsController, CommentsController],
  providers: [PostsSearcher, PostsMemberData, PostsRepository, PostAccess, PostRealtime, PostsService, CommentsService],
})
export class PostsModule {}
