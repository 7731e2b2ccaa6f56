import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import { CHANNEL_PATTERN } from './events';

export type ChannelKind = 'user' | 'chats';
export type ChannelPolicy = (user: AuthUser, id: number) => Promise<boolean>;

/**
 * Who may listen on which channel. `private-user.{id}` is its member's alone; other kinds are
 * decided by the domain that owns them (the chats module registers `chats`). Unknown → refused.
 */
@Injectable()
export class ChannelPolicies {
  private readonly policies = new Map<ChannelKind, ChannelPolicy>([['user', (user, id) => Promise.resolve(user.id === id)]]);

  register(kind: ChannelKind, policy: ChannelPolicy): void {
    this.policies.set(kind, policy);
  }

  async allows(user: AuthUser, channel: string): Promise<boolean> {
    const match = CHANNEL_PATTERN.exec(channel);
    if (!match) {
      return false;
    }
    const policy = this.policies.get(match[1] as ChannelKind);
    return policy ? policy(user, Number(match[2])) : false;
  }
}
