import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { sql } from '../../database/sql';
import type { CommentDto } from './dto/comment.dto';
import type { CreateCommentDto } from '../../common/content/dto/comment.input';
import { PostComment } from './entities/post-comment.entity';
import { isForeignKeyViolation } from '../../common/db/errors';
import { PostAccess } from './post-access';
import { PostRealtime } from './post-realtime';
import { PostsRepository } from './posts.repository';
import { excerpt } from '../../common/sql/fragments';
import { POST_MSG } from '../../common/validation/messages';

/** Comments on wall posts. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: PostsRepository,
    private readonly access: PostAccess,
    private readonly events: DomainEvents,
    private readonly live: PostRealtime,
  ) {}

  async list(me: AuthUser, postId: number, query: PageQueryDto): Promise<Page<CommentDto>> {
    const page = await this.posts.comments(me.id, postId, pageParams(query));
    if (!page) {
      throw new NotFoundException(POST_MSG.postNotFound);
    }
    return page;
  }

  async create(me: AuthUser, postId: number, dto: CreateCommentDto): Promise<CommentDto> {
    const post = await this.access.visiblePost(me.id, postId);
    let comment: PostComment;
    try {
      comment = await this.em.transactional(async (tx) => {
        const written = tx.create(PostComment, { post_id: post.id, user_id: me.id, body: dto.body });
        await tx.flush();
        if (post.user_id !== me.id) {
          await this.events.record(tx, 'post.commented', {
            postId: post.id,
            commentId: written.id,
            commenterId: me.id,
            authorId: post.user_id,
            excerpt: excerpt(dto.body),
          });
        }
        return written;
      });
    } catch (error) {
      throw isForeignKeyViolation(error) ? new NotFoundException(POST_MSG.postNotFound) : error;
    }
    this.live.changed(post.id, me.id);
    const created = await this.posts.findComment(me.id, comment.id);
    if (!created) {
      throw new NotFoundException(POST_MSG.commentNotFound);
    }
    return created;
  }

  async remove(me: AuthUser, postId: number, commentId: number): Promise<void> {
    const comment = await this.access.deletableComment(me.id, postId, commentId);
    await sql(this.em, 'delete from post_comments where id = ?', [comment.id]);
    this.live.changed(postId, me.id);
  }
}
