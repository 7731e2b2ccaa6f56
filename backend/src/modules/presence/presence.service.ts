import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page } from '../../common/paging/paging';
import { sql, sqlOne } from '../../database/sql';
import { AppConfig } from '../../config/app-config';
import { RealtimeService } from '../../realtime/realtime.service';
import { RedisConnections } from '../../redis/redis.module';
import { searchWords } from '../../common/sql/fragments';
import { pagedSql } from '../../common/sql/paged';
import { nameFilter, toUserSummaryDto, userSummaryColumns, type UserSummaryDto, type UserSummaryRow } from '../../common/users/user-summary';
import { FriendsRepository, listOrder } from '../friends';
import type { UserStatus } from '../users';
import type { OnlinesQueryDto, PresenceDto } from './dto/presence.dto';

/** A member's presence as others see it (spec §4): choosing "offline" hides the connection. */
export function publicPresence(userId: number, row: { is_online: boolean; status: UserStatus }): PresenceDto {
  const online = row.is_online && row.status !== 'offline';
  return { user_id: userId, status: online ? row.status : 'offline', is_online: online };
}

/**
 * Presence: a member is connected while they have a socket on any instance (the gateway emits
 * `user.connected` / `user.disconnected`), and may say so explicitly (tab focus) through
 * /onlines/{id}/online|offline. Their chosen status (online, away, offline) comes from
 * POST /auth/status. Each change reaches their friends as `presence.changed`.
 */
@Injectable()
export class PresenceService implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly friends: FriendsRepository,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  onModuleInit(): void {
    this.events.on('user.connected', ({ user }) => this.setConnected(user.id, true));
    this.events.on('user.disconnected', ({ userId }) => this.setConnected(userId, false));
    this.events.on('user.status_changed', ({ userId }) => this.statusChanged(userId));
  }

  /**
   * Without Redis there is one instance, and no socket survives its restart: whoever the last
   * run left online is offline now. (With Redis, other instances may still hold their sockets.)
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.redis.enabled && this.config.role !== 'worker') {
      await sql(this.em, 'update users set is_online = false where is_online');
    }
  }

  /**
   * Records whether the member is connected; when that changed, tells their friends. Answers
   * the member's presence as others see it.
   */
  async setConnected(userId: number, online: boolean): Promise<PresenceDto | undefined> {
    const changed = await sqlOne<{ is_online: boolean; status: UserStatus }>(
      this.em,
      `update users set is_online = ?, online_at = case when ? then now() else online_at end
        where id = ? and is_online <> ? returning is_online, status`,
      [online, online, userId, online],
    );
    if (changed) {
      const presence = publicPresence(userId, changed);
      await this.tellFriends(presence);
      return presence;
    }
    const row = await sqlOne<{ is_online: boolean; status: UserStatus }>(this.em, 'select is_online, status from users where id = ?', [userId]);
    return row ? publicPresence(userId, row) : undefined;
  }

  /** A connected member changed their status: their friends see it at once. */
  private async statusChanged(userId: number): Promise<void> {
    const row = await sqlOne<{ is_online: boolean; status: UserStatus }>(this.em, 'select is_online, status from users where id = ?', [userId]);
    if (row?.is_online) {
      await this.tellFriends(publicPresence(userId, row));
    }
  }

  /** One query for the friend ids, then one event per friend's private channel. */
  private async tellFriends(presence: PresenceDto): Promise<void> {
    const ids = await this.friends.friendIds(presence.user_id);
    for (const id of ids) {
      this.realtime.toUser(id, 'presence.changed', presence);
    }
  }

  /** GET /onlines/{id}/online|offline: only for oneself. */
  async setOwn(me: AuthUser, id: number, online: boolean): Promise<PresenceDto> {
    if (id !== me.id) {
      throw new ForbiddenException('You can only set your own presence');
    }
    const presence = await this.setConnected(me.id, online);
    return presence ?? publicPresence(me.id, { is_online: false, status: 'offline' });
  }

  /** My friends who are online or away. */
  onlines(me: AuthUser, query: OnlinesQueryDto): Promise<Page<UserSummaryDto>> {
    const sort = query.sort ?? 'recent';
    const p = pageParams(query, { order: sort === 'name' ? 'asc' : 'desc' });
    const name = nameFilter('u', searchWords(query.search));
    return pagedSql<UserSummaryRow, UserSummaryDto>(
      this.em,
      {
        base: {
          text: `select ${userSummaryColumns('u')}, u.online_at
                   from friendships f
                   join users u on u.id = case when f.requester_id = ? then f.addressee_id else f.requester_id end
                  where f.status = 'accepted' and (f.requester_id = ? or f.addressee_id = ?)
                    and u.is_online and u.status in ('online', 'away') and u.banned_at is null and u.deleted_at is null and ${name.text}`,
          params: [me.id, me.id, me.id, ...name.params],
        },
        orderBy: listOrder(sort, p.order, 'online_at'),
      },
      p,
      toUserSummaryDto,
    );
  }
}
