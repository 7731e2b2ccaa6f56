import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { areFriends } from '../../common/sql/fragments';
import { STORAGE_MSG } from '../../common/validation/messages';
import { sql } from '../../database/sql';
import type { ShareFormDto, UnshareDto } from './dto/storage.input';
import type { SharedByMeItemDto, SharedWithMeItemDto } from './dto/storage-item.dto';
import { StorageAccess } from './storage-access';
import { StorageRepository } from './storage.repository';
import { StorageService } from './storage.service';

/**
 * Sharing files and folders with friends, and only friends: a share names one friend, and a
 * folder's share covers everything in it. Unsharing takes effect at the friend's next request;
 * ending a friendship ends every share between the two, both ways.
 */
@Injectable()
export class SharingService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly items: StorageRepository,
    private readonly access: StorageAccess,
    private readonly storage: StorageService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on('friendship.ended', ({ userIds: [a, b] }) => this.endShares(a, b));
  }

  sharedWithMe(me: AuthUser, query: PageQueryDto): Promise<Page<SharedWithMeItemDto>> {
    return this.items.sharedWithMe(me.id, pageParams(query), this.storage.urlFor(me.id));
  }

  sharedByMe(me: AuthUser, query: PageQueryDto): Promise<Page<SharedByMeItemDto>> {
    return this.items.sharedByMe(me.id, pageParams(query), this.storage.urlFor(me.id));
  }

  /** Shares one of my items with friends (sharing again changes nothing); each newly named friend hears of it. */
  async share(me: AuthUser, dto: ShareFormDto): Promise<SharedByMeItemDto> {
    const item = await this.access.ownItem(me.id, dto.storage_id);
    const userIds = [...new Set(dto.user_ids)];
    // An array parameter would be spread into a list by the driver: sent as a PostgreSQL array literal.
    const idArray = `{${userIds.join(',')}}`;
    if (userIds.includes(me.id)) {
      throw ValidationFailedException.field('user_ids', STORAGE_MSG.shareSelf);
    }
    await this.em.transactional(async (tx) => {
      const friends = await sql<{ id: number }>(
        tx,
        `select u.id from users u cross join (select ?::int as id) me where u.id = any(?::int[]) and ${areFriends('u.id', 'me.id')}`,
        [me.id, idArray],
      );
      if (friends.length !== userIds.length) {
        throw new ForbiddenException(STORAGE_MSG.shareFriendsOnly);
      }
      const added = await sql<{ user_id: number }>(
        tx,
        `insert into storage_shares (item_id, user_id) select ?, unnest(?::int[]) on conflict do nothing returning user_id`,
        [item.id, idArray],
      );
      for (const { user_id } of added) {
        await this.events.record(tx, 'storage.shared', { itemId: item.id, ownerId: me.id, friendId: user_id, name: item.name });
      }
    });
    return (await this.items.sharedItem(me.id, item.id, this.storage.urlFor(me.id)))!;
  }

  /** Stops sharing one of my items with one friend, or with everyone. */
  async unshare(me: AuthUser, itemId: number, dto: UnshareDto): Promise<SharedByMeItemDto> {
    const item = await this.access.ownItem(me.id, itemId);
    await sql(this.em, 'delete from storage_shares where item_id = ? and (?::int is null or user_id = ?)', [
      item.id,
      dto.user_id ?? null,
      dto.user_id ?? null,
    ]);
    return (await this.items.sharedItem(me.id, item.id, this.storage.urlFor(me.id)))!;
  }

  /** No longer friends: nothing either shared with the other stays shared. */
  private async endShares(a: number, b: number): Promise<void> {
    await sql(
      this.em,
      `delete from storage_shares s using storage_items i
        where i.id = s.item_id and ((i.user_id = ? and s.user_id = ?) or (i.user_id = ? and s.user_id = ?))`,
      [a, b, b, a],
    );
  }
}
