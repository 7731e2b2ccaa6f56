import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { found, owned, foundFor } from '../../access/ownership';
import type { AuthUser } from '../../auth/auth-user';
import { isForeignKeyViolation } from '../../db/errors';
import { DomainEvents } from '../../outbox/domain-events';
import { pageParams, type Page, type PageQueryDto } from '../../paging/paging';
import { excerpt } from '../../sql/fragments';
import { COMMUNITY_MSG } from '../../validation/messages';
import { ContentAccess } from '../content-access';
import type { ReactedKind } from '../content-kinds';
import type { ContentCommentDto, ReactionStateDto } from './reaction.dto';
import { ReactionsRepository } from './reactions.repository';

/**
 * Likes and comments on blog posts, pictures and videos, as on the wall: liking is idempotent,
 * the author hears of a first like and of each comment, a comment is deleted by its author or by
 * the author of what it is on.
 */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reactions: ReactionsRepository,
    private readonly access: ContentAccess,
    private readonly events: DomainEvents,
  ) {}

  private async guard<T>(kind: ReactedKind, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isForeignKeyViolation(error) ? new NotFoundException(kind.notFound) : error;
    }
  }

  async like(kind: ReactedKind, me: AuthUser, id: number): Promise<ReactionStateDto> {
    const item = await this.access.visible(kind, me.id, id);
    await this.guard(kind, () =>
      this.em.transactional(async (tx) => {
        if ((await this.reactions.like(kind, me.id, item.id, tx)) && item.user_id !== me.id) {
          await this.events.record(tx, 'content.liked', { kind: kind.kind, id: item.id, likerId: me.id, authorId: item.user_id, excerpt: excerpt(item.title) });
        }
      }),
    );
    return this.reactions.state(kind, me.id, item.id);
  }

  async unlike(kind: ReactedKind, me: AuthUser, id: number): Promise<ReactionStateDto> {
    const item = await this.access.visible(kind, me.id, id);
    await this.reactions.unlike(kind, me.id, item.id);
    return this.reactions.state(kind, me.id, item.id);
  }

  /** `me` undefined: a visitor, who reads the comments of a public item. */
  async comments(kind: ReactedKind, me: AuthUser | undefined, id: number, query: PageQueryDto): Promise<Page<ContentCommentDto>> {
    return foundFor(me, await this.reactions.comments(kind, me?.id ?? null, id, pageParams(query)), kind.notFound);
  }

  async comment(kind: ReactedKind, me: AuthUser, id: number, body: string): Promise<ContentCommentDto> {
    const item = await this.access.visible(kind, me.id, id);
    const commentId = await this.guard(kind, () =>
      this.em.transactional(async (tx) => {
        const id = await this.reactions.addComment(kind, me.id, item.id, body, tx);
        if (item.user_id !== me.id) {
          await this.events.record(tx, 'content.commented', { kind: kind.kind, id: item.id, commentId: id, commenterId: me.id, authorId: item.user_id, excerpt: excerpt(body) });
        }
        return id;
      }),
    );
    return found(await this.reactions.findComment(kind, me.id, commentId), COMMUNITY_MSG.commentNotFound);
  }

  async deleteComment(kind: ReactedKind, me: AuthUser, id: number, commentId: number): Promise<void> {
    const item = await this.access.visible(kind, me.id, id);
    const comment = found(await this.reactions.findVisibleComment(kind, me.id, item.id, commentId), COMMUNITY_MSG.commentNotFound);
    owned(comment, me.id, COMMUNITY_MSG.deleteCommentNotAuthor, [item.user_id]);
    await this.reactions.deleteComment(kind, comment.id);
  }
}
