import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { found, owned, foundFor } from '../../common/access/ownership';
import type { AuthUser } from '../../common/auth/auth-user';
import { StaffGate } from '../../common/auth/staff-gate';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { contentImage } from '../../common/uploads/images';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { ContentAccess } from '../../common/content/content-access';
import { FORUM } from '../../common/content/content-kinds';
import { updateRow } from '../../common/content/content-writes';
import { ContentWriter, type WrittenKind } from '../../common/content/content-writer';
import { WrittenContentService } from '../../common/content/content.service';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { renderMarkdown } from '../../common/content/markdown';
import type { CreateForumDto, ForumModerationDto, UpdateForumDto } from './dto/forum.input';
import type { ForumDto, ForumReplyDto, ForumSummaryDto } from './dto/forum.dto';
import { ForumsRepository } from './forums.repository';

/** A thread's image: /storage/forums/<file>, thumbnail /storage/forums/thumbs/<file>. */
export const FORUM_IMAGE = contentImage('forums');
const FORUM_WRITES: WrittenKind = { kind: FORUM, categories: 'forum', image: FORUM_IMAGE, markdown: 'body' };

const isModerator = (me: AuthUser) => me.role === 'moderator' || me.role === 'admin';

/**
 * Forum threads and their replies: the author changes their thread, each member their replies
 * (moderators may remove any); a reply notifies the thread's other participants; moderators pin,
 * the author or a moderator locks.
 */
@Injectable()
export class ForumsService extends WrittenContentService<ForumDto, ForumSummaryDto, CategorizedQueryDto, CreateForumDto, UpdateForumDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly forums: ForumsRepository,
    access: ContentAccess,
    writer: ContentWriter,
    private readonly events: DomainEvents,
    private readonly staff: StaffGate,
  ) {
    super(forums, FORUM_WRITES, access, writer);
  }

  /**
   * A moderator acting on what is not theirs (`ownerId`), or using a power only moderators have (no
   * owner: pinning): REQUIRE_2FA_FOR_STAFF applies as in the console.
   */
  private async moderatorPower(me: AuthUser, ownerId?: number): Promise<void> {
    if (ownerId !== me.id && isModerator(me)) {
      await this.staff.assertSecondFactor(me);
    }
  }

  /** Deletes the thread with its replies (the author, or a moderator). */
  override async remove(me: AuthUser, id: number): Promise<void> {
    const thread = await this.access.visible(FORUM, me.id, id);
    owned(thread, me.id, COMMUNITY_MSG.notAuthor, isModerator(me) ? [me.id] : []);
    await this.moderatorPower(me, thread.user_id);
    await this.writer.remove(FORUM_WRITES, thread.id);
  }

  async moderate(me: AuthUser, id: number, dto: ForumModerationDto): Promise<ForumDto> {
    const thread = await this.access.visible(FORUM, me.id, id);
    if (dto.pinned !== undefined && !isModerator(me)) {
      throw new ForbiddenException(COMMUNITY_MSG.pinModerator);
    }
    if (dto.locked !== undefined && thread.user_id !== me.id && !isModerator(me)) {
      throw new ForbiddenException(COMMUNITY_MSG.lockNotAllowed);
    }
    await this.moderatorPower(me, dto.pinned !== undefined ? undefined : thread.user_id);
    await updateRow(this.em, 'forum_threads', thread.id, { pinned: dto.pinned, locked: dto.locked });
    return this.get(me, thread.id);
  }

  async replies(me: AuthUser | undefined, id: number, query: PageQueryDto): Promise<Page<ForumReplyDto>> {
    return foundFor(me, await this.forums.replies(me?.id ?? null, id, pageParams(query, { order: 'asc' })), FORUM.notFound);
  }

  /** Replies (409 when the thread is locked); the thread's other participants are notified. */
  async reply(me: AuthUser, id: number, body: string): Promise<ForumReplyDto> {
    const thread = await this.access.visible(FORUM, me.id, id);
    const rendered = renderMarkdown(body);
    const replyId = await this.em.transactional(async (tx) => {
      const written = await this.forums.addReply(thread.id, me.id, body, rendered.html, tx);
      if (written === undefined) {
        throw new ConflictException(COMMUNITY_MSG.threadLocked);
      }
      const recipientIds = await this.forums.participants(thread.id, written, me.id, tx);
      if (recipientIds.length) {
        await this.events.record(tx, 'forum.replied', { threadId: thread.id, replyId: written, replierId: me.id, recipientIds, excerpt: rendered.excerpt });
      }
      return written;
    });
    return found(await this.forums.findReply(me.id, replyId), COMMUNITY_MSG.replyNotFound);
  }

  private async visibleReply(me: AuthUser, threadId: number, replyId: number): Promise<{ id: number; user_id: number }> {
    const thread = await this.access.visible(FORUM, me.id, threadId);
    return found(await this.forums.findVisibleReply(me.id, thread.id, replyId), COMMUNITY_MSG.replyNotFound);
  }

  async updateReply(me: AuthUser, threadId: number, replyId: number, body: string): Promise<ForumReplyDto> {
    const reply = owned(await this.visibleReply(me, threadId, replyId), me.id, COMMUNITY_MSG.notAuthor);
    await this.forums.updateReply(reply.id, body, renderMarkdown(body).html);
    return found(await this.forums.findReply(me.id, reply.id), COMMUNITY_MSG.replyNotFound);
  }

  async deleteReply(me: AuthUser, threadId: number, replyId: number): Promise<void> {
    const reply = owned(await this.visibleReply(me, threadId, replyId), me.id, COMMUNITY_MSG.notAuthor, isModerator(me) ? [me.id] : []);
    await this.moderatorPower(me, reply.user_id);
    await this.forums.deleteReply(reply.id);
  }
}
