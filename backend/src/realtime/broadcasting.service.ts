import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import { AppConfig } from '../config/app-config';
import { sqlOne } from '../database/sql';
import { signChannel } from './channel-auth';
import { ChannelPolicies, parseChannel } from './channel-policies';
import type { RealtimeUser } from './socket-events';
import { PUSHER_SOCKET_ID } from './pusher/protocol';
import { PusherState } from './pusher/pusher-state';

export interface ChannelAuthorization {
  auth: string;
  /** Presence channels: the signed member, `{ user_id, user_info }` as a JSON string. */
  channel_data?: string;
}

/**
 * Signs a channel subscription for one connection, for members allowed on the channel. For a
 * Pusher connection (`\d+.\d+` socket id) it also records who signed, so the Pusher server knows
 * the member behind the subscription (typing, session revocation).
 */
@Injectable()
export class BroadcastingService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly policies: ChannelPolicies,
    private readonly pusher: PusherState,
  ) {}

  async authorize(user: AuthUser, socketId: string, channel: string): Promise<ChannelAuthorization> {
    if (!(await this.policies.allows(user, channel))) {
      throw new ForbiddenException('You may not subscribe to this channel');
    }
    if (PUSHER_SOCKET_ID.test(socketId)) {
      await this.pusher.bind(socketId, channel, { userId: user.id, sessionId: user.sessionId });
    }
    const { pusherAppKey: key, pusherAppSecret: secret } = this.config;
    if (parseChannel(channel)?.visibility !== 'presence') {
      return { auth: signChannel(key, secret, socketId, channel) };
    }
    const channelData = JSON.stringify({ user_id: String(user.id), user_info: await this.memberInfo(user.id) });
    return { auth: signChannel(key, secret, socketId, channel, channelData), channel_data: channelData };
  }

  private async memberInfo(userId: number): Promise<RealtimeUser> {
    const row = await sqlOne<RealtimeUser>(this.em, 'select id, username, first_name, last_name, avatar from users where id = ?', [userId]);
    if (!row) {
      throw new ForbiddenException('You may not subscribe to this channel');
    }
    return row;
  }
}
