import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import { CHANNEL_PATTERN } from './socket-events';

export type ChannelKind = 'user' | 'chats';
/** Who asks: policies decide by the member alone (a Pusher subscription knows no more). */
export type ChannelMember = Pick<AuthUser, 'id'>;
export type ChannelPolicy = (user: ChannelMember, id: number) => Promise<boolean>;

/** One of Plaza's channels, taken apart: `private-chats.7` is `{ visibility: 'private', kind: 'chats', id: 7 }`. */
export interface PlazaChannel {
  visibility: 'private' | 'presence';
  kind: ChannelKind;
  id: number;
}

/** The one parser of Plaza's channel names (the auth endpoint, the policies and the Pusher server use it). */
export function parseChannel(name: string): PlazaChannel | undefined {
  const match = CHANNEL_PATTERN.exec(name);
  if (!match) {
    return undefined;
  }
  return { visibility: match[1] as PlazaChannel['visibility'], kind: match[2] as ChannelKind, id: Number(match[3]) };
}

/**
 * Who may listen on which channel, and who may send signals (typing) to the others on it.
 * `private-user.{id}` is its member's alone; other kinds are decided by the domain that owns them
 * (the chats module registers `chats`: participants listen, and signal only while neither
 * blocked the other). The `presence-` twin of a channel has the same audience. Unknown → refused.
 */
@Injectable()
export class ChannelPolicies {
  private readonly policies = new Map<ChannelKind, ChannelPolicy>([['user', (user, id) => Promise.resolve(user.id === id)]]);
  private readonly signals = new Map<ChannelKind, ChannelPolicy>();

  register(kind: ChannelKind, policy: ChannelPolicy, signals?: ChannelPolicy): void {
    this.policies.set(kind, policy);
    if (signals) {
      this.signals.set(kind, signals);
    }
  }

  allows(user: ChannelMember, channel: string): Promise<boolean> {
    return decide(this.policies, user, channel);
  }

  /** May `user` send client signals (typing) to the other members of `channel`? */
  allowsSignal(user: ChannelMember, channel: string): Promise<boolean> {
    return decide(this.signals, user, channel);
  }
}

async function decide(policies: Map<ChannelKind, ChannelPolicy>, user: ChannelMember, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  const policy = parsed && policies.get(parsed.kind);
  return policy ? policy(user, parsed.id) : false;
}
