import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { ImageStore, POST_IMAGE } from '../../common/uploads/images';
import { sql } from '../../database/sql';
import type { CreatePostDto } from './dto/post.input';
import type { PostDto } from './dto/post.dto';
import { Post } from './entities/post.entity';
import { isForeignKeyViolation } from '../../common/db/errors';
import { PostAccess } from './post-access';
import { PostRealtime } from './post-realtime';
import { PostsRepository } from './posts.repository';
import { excerpt } from '../../common/sql/fragments';
import { MSG, POST_MSG } from '../../common/validation/messages';

/** Wall posts and their likes. */
@Injectable()
export class PostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: PostsRepository,
    private readonly access: PostAccess,
    private readonly images: ImageStore,
    private readonly events: DomainEvents,
    private readonly live: PostRealtime,
  ) {}

  feed(me: AuthUser, query: PageQueryDto): Promise<Page<PostDto>> {
    return this.posts.feed(me.id, pageParams(query));
  }

  async wall(me: AuthUser, userId: number, query: PageQueryDto): Promise<Page<PostDto>> {
    const page = await this.posts.wall(me.id, userId, pageParams(query));
    if (!page) {
      throw new NotFoundException(MSG.userNotFound);
    }
    return page;
  }

  async get(me: AuthUser, postId: number): Promise<PostDto> {
    const post = await this.posts.findPost(me.id, postId);
    if (!post) {
      throw new NotFoundException(POST_MSG.postNotFound);
    }
    return post;
  }

  /** Stores the image first (415 when it is not one), then the post; no orphan file on failure. */
  async create(me: AuthUser, dto: CreatePostDto, image?: Buffer): Promise<PostDto> {
    const file = image ? await this.images.save(image, POST_IMAGE) : null;
    const post = this.em.create(Post, { user_id: me.id, body: dto.body, image: file });
    try {
      await this.em.flush();
    } catch (error) {
      await this.images.remove(file, POST_IMAGE);
      throw error;
    }
    const created = await this.get(me, post.id);
    this.live.created(created);
    return created;
  }

  /** Deletes the post with its likes, comments and notifications, then its image. */
  async remove(me: AuthUser, postId: number): Promise<void> {
    const post = await this.access.deletablePost(me.id, postId);
    const announce = await this.live.beforeDelete(post.id);
    await sql(this.em, 'delete from posts where id = ?', [post.id]);
    announce();
    await this.images.remove(post.image, POST_IMAGE);
  }

  /** Idempotent: a second like changes nothing. The author hears of the first one only. */
  async like(me: AuthUser, postId: number): Promise<PostDto> {
    const post = await this.access.visiblePost(me.id, postId);
    let added: unknown[];
    try {
      added = await this.em.transactional(async (tx) => {
        const rows = await sql(tx, 'insert into post_likes (post_id, user_id) values (?, ?) on conflict do nothing returning post_id', [post.id, me.id]);
        if (rows.length > 0 && post.user_id !== me.id) {
          await this.events.record(tx, 'post.liked', { postId: post.id, likerId: me.id, authorId: post.user_id, excerpt: excerpt(post.body) });
        }
        return rows;
      });
    } catch (error) {
      throw isForeignKeyViolation(error) ? new NotFoundException(POST_MSG.postNotFound) : error;
    }
    if (added.length > 0) {
      this.live.changed(post.id, me.id);
    }
    return this.get(me, post.id);
  }

  /** Idempotent: unliking a post not liked changes nothing. */
  async unlike(me: AuthUser, postId: number): Promise<PostDto> {
    const post = await this.access.visiblePost(me.id, postId);
    const removed = await sql(this.em, 'delete from post_likes where post_id = ? and user_id = ? returning post_id', [post.id, me.id]);
    if (removed.length > 0) {
      this.live.changed(post.id, me.id);
    }
    return this.get(me, post.id);
  }
}
