import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page } from '../../common/paging/paging';
import type { FriendListItemDto, FriendListQueryDto, FriendRequestsQueryDto, FriendshipDto, SearchMembersQueryDto } from './dto/friends.dto';
import { SUGGESTIONS_DEFAULT, type FriendSuggestionDto, type SuggestionsQueryDto } from './dto/suggestions.dto';
import { Friendship } from './entities/friendship.entity';
import { FriendsRepository } from './friends.repository';
import { toFriendshipDto } from './friendship.mapper';
import { searchWords } from '../../common/sql/fragments';
import { withPair, type PairState } from './pair-lock';
import { FRIENDSHIP_MSG, MSG } from '../../common/validation/messages';

/** How many friends "last six" shows. */
export const LAST_FRIENDS = 6;

type Side = 'mine' | 'theirs';

/** Who sent the pair's request, seen from `meId`. */
const sideOf = (f: Friendship, meId: number): Side => (f.requester_id === meId ? 'mine' : 'theirs');

/**
 * Friendship transitions (spec §4): none → request sent → accepted, or back to none by
 * withdraw (requester), decline (receiver), remove (either friend) or a block. Each runs under
 * the pair's lock; its events are recorded in the same transaction (the outbox delivers them after the commit).
 */
@Injectable()
export class FriendsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: FriendsRepository,
    private readonly events: DomainEvents,
  ) {}

  private async requireOther(me: AuthUser, otherId: number): Promise<void> {
    if (otherId === me.id) {
      throw new ConflictException(FRIENDSHIP_MSG.self);
    }
    await this.requireMember(otherId);
  }

  private async requireMember(id: number): Promise<void> {
    if (!(await this.repo.memberExists(id))) {
      throw new NotFoundException(MSG.userNotFound);
    }
  }

  /** A member whose friends I may see: they exist, and neither of us blocked the other. */
  private async requireVisible(me: AuthUser, ownerId: number): Promise<void> {
    await this.requireMember(ownerId);
    if (ownerId !== me.id && (await this.repo.isBlockedEither(me.id, ownerId))) {
      throw new NotFoundException(MSG.userNotFound);
    }
  }

  private async current(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    const rel = await this.repo.relation(me.id, otherId);
    return toFriendshipDto(me.id, otherId, rel, Boolean(rel?.blocked_by_me));
  }

  /** Members I may know: friends of my friends first, then recent members. */
  suggestions(me: AuthUser, query: SuggestionsQueryDto): Promise<FriendSuggestionDto[]> {
    return this.repo.suggestions(me.id, query.take ?? SUGGESTIONS_DEFAULT);
  }

  /** My relation to `otherId`. */
  async friendship(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    if (otherId !== me.id) {
      await this.requireMember(otherId);
    }
    return this.current(me, otherId);
  }

  async add(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.requireOther(me, otherId);
    await withPair(this.em, me.id, otherId, async (tx, state) => {
      this.refuseIfBlocked(state);
      if (state.friendship) {
        throw new ConflictException(
          state.friendship.status === 'accepted'
            ? FRIENDSHIP_MSG.alreadyFriends
            : sideOf(state.friendship, me.id) === 'mine'
              ? FRIENDSHIP_MSG.alreadyRequested
              : FRIENDSHIP_MSG.theyRequested,
        );
      }
      tx.create(Friendship, { requester_id: me.id, addressee_id: otherId });
      await this.events.record(tx, 'friendship.requested', { fromId: me.id, toId: otherId });
    });
    return this.current(me, otherId);
  }

  private refuseIfBlocked(state: PairState): void {
    if (state.blockedByA) {
      throw new ForbiddenException(FRIENDSHIP_MSG.youBlocked);
    }
    if (state.blockedByB) {
      throw new ForbiddenException(FRIENDSHIP_MSG.blocked);
    }
  }

  async withdraw(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.requireOther(me, otherId);
    await withPair(this.em, me.id, otherId, async (tx, { friendship: f }) => {
      if (!f) {
        throw new ConflictException(FRIENDSHIP_MSG.nothingToWithdraw);
      }
      if (f.status === 'accepted') {
        throw new ConflictException(FRIENDSHIP_MSG.withdrawAccepted);
      }
      if (sideOf(f, me.id) !== 'mine') {
        throw new ConflictException(FRIENDSHIP_MSG.withdrawNotYours);
      }
      tx.remove(f);
      await this.events.record(tx, 'friendship.ended', { userIds: [me.id, otherId] });
    });
    return this.current(me, otherId);
  }

  async accept(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.requireOther(me, otherId);
    await withPair(this.em, me.id, otherId, async (tx, { friendship: f }) => {
      if (!f) {
        throw new ConflictException(FRIENDSHIP_MSG.notAsked);
      }
      if (f.status === 'accepted') {
        throw new ConflictException(FRIENDSHIP_MSG.alreadyFriends);
      }
      if (sideOf(f, me.id) !== 'theirs') {
        throw new ConflictException(FRIENDSHIP_MSG.acceptOwn);
      }
      f.status = 'accepted';
      f.accepted_at = new Date();
      await this.events.record(tx, 'friendship.accepted', { byId: me.id, requesterId: otherId });
    });
    return this.current(me, otherId);
  }

  async decline(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.requireOther(me, otherId);
    await withPair(this.em, me.id, otherId, async (tx, { friendship: f }) => {
      if (!f) {
        throw new ConflictException(FRIENDSHIP_MSG.notAsked);
      }
      if (f.status === 'accepted') {
        throw new ConflictException(FRIENDSHIP_MSG.declineAccepted);
      }
      if (sideOf(f, me.id) !== 'theirs') {
        throw new ConflictException(FRIENDSHIP_MSG.declineOwn);
      }
      tx.remove(f);
      await this.events.record(tx, 'friendship.ended', { userIds: [me.id, otherId] });
    });
    return this.current(me, otherId);
  }

  async remove(me: AuthUser, otherId: number): Promise<FriendshipDto> {
    await this.requireOther(me, otherId);
    await withPair(this.em, me.id, otherId, async (tx, { friendship: f }) => {
      if (f?.status !== 'accepted') {
        throw new ConflictException(FRIENDSHIP_MSG.notFriends);
      }
      tx.remove(f);
      await this.events.record(tx, 'friendship.ended', { userIds: [me.id, otherId] });
    });
    return this.current(me, otherId);
  }

  /** The accepted friends of `ownerId` (me when omitted), each with my relation to them. */
  async friends(me: AuthUser, query: FriendListQueryDto, ownerId: number = me.id): Promise<Page<FriendListItemDto>> {
    if (ownerId !== me.id) {
      await this.requireVisible(me, ownerId);
    }
    const sort = query.sort ?? 'recent';
    const p = pageParams(query, { order: sort === 'name' ? 'asc' : 'desc' });
    return this.repo.friendsOf(ownerId, me.id, { words: searchWords(query.search), sort }, p);
  }

  /** The six most recent friends of `ownerId` (me when omitted). */
  async lastFriends(me: AuthUser, ownerId: number = me.id): Promise<FriendListItemDto[]> {
    if (ownerId !== me.id) {
      await this.requireVisible(me, ownerId);
    }
    return this.repo.lastFriendsOf(ownerId, me.id, LAST_FRIENDS);
  }

  requests(me: AuthUser, query: FriendRequestsQueryDto): Promise<Page<FriendListItemDto>> {
    return this.repo.requests(me.id, query.direction ?? 'incoming', pageParams(query));
  }

  search(me: AuthUser, query: SearchMembersQueryDto): Promise<Page<FriendListItemDto>> {
    return this.repo.search(me.id, searchWords(query.search), pageParams(query));
  }
}
