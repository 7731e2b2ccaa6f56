import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction } from '../../common/sql/fragments';
import { pagedSql } from '../../common/sql/paged';
import type { BlockedUserDto } from './dto/blocks.dto';
import type { FriendshipDto } from './dto/friends.dto';
import { Block } from './entities/block.entity';
import { FriendsRepository } from './friends.repository';
import { toFriendshipDto } from './friendship.mapper';
import { withPair } from './pair-lock';
import { FRIENDSHIP_MSG, MSG } from '../../common/validation/messages';
import { toIso } from '../../common/time/timestamps';

interface BlockedRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  blocked_at: Date | string;
}

/**
 * Blocking: a block ends the pair's friendship or pending request, refuses requests both ways
 * (403) and hides each member from the other's search and friend lists. Block and unblock are
 * idempotent: asking twice answers with the same state.
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: FriendsRepository,
    private readonly events: DomainEvents,
  ) {}

  /** Either member blocked the other (for other domains, e.g. chats). */
  isBlockedEither(a: number, b: number): Promise<boolean> {
    return this.repo.isBlockedEither(a, b);
  }

  private async target(me: AuthUser, otherId: number, selfMessage: string): Promise<void> {
    if (otherId === me.id) {
      throw new ConflictException(selfMessage);
    }
    if (!(await this.repo.memberExists(otherId))) {
      throw new NotFoundException(MSG.userNotFound);
    }
  }

  async block(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.target(me, otherId, FRIENDSHIP_MSG.blockSelf);
    const { created } = await withPair(this.em, me.id, otherId, async (tx, state) => {
      if (state.friendship) {
        tx.remove(state.friendship);
        await this.events.record(tx, 'friendship.ended', { userIds: [me.id, otherId] });
      }
      if (!state.blockedByA) {
        tx.create(Block, { blocker_id: me.id, blocked_id: otherId });
      }
      return { created: !state.blockedByA };
    });
    if (created) {
      this.events.emit('user.blocked', { blockerId: me.id, blockedId: otherId });
    }
    return toFriendshipDto(me.id, otherId, undefined, true);
  }

  async unblock(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.target(me, otherId, FRIENDSHIP_MSG.unblockSelf);
    await withPair(this.em, me.id, otherId, async (tx, state) => {
      if (state.blockedByA) {
        tx.remove(state.blockedByA);
      }
    });
    return toFriendshipDto(me.id, otherId, await this.repo.relation(me.id, otherId), false);
  }

  /** The members I blocked, most recent first by default. */
  listBlocked(me: AuthUser, p: PageParams): Promise<Page<BlockedUserDto>> {
    return pagedSql<BlockedRow, BlockedUserDto>(
      this.em,
      {
        base: {
          text: `select u.id, u.first_name, u.last_name, u.username, u.avatar, b.created_at as blocked_at
                   from blocks b join users u on u.id = b.blocked_id
                  where b.blocker_id = ?`,
          params: [me.id],
        },
        orderBy: `blocked_at ${direction(p.order)}, id ${direction(p.order)}`,
      },
      p,
      (r) => ({ id: r.id, first_name: r.first_name, last_name: r.last_name, username: r.username, avatar: r.avatar, blocked_at: toIso(r.blocked_at) }),
    );
  }
}

