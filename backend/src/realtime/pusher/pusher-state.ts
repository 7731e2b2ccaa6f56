import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import type { SubscriptionOwner } from './connection';
import { CACHE_TTL_SECONDS, type PresenceMember } from './protocol';

/** How long a signature's owner is remembered between `POST /api/broadcasting/auth` and the subscribe it is for. */
const BINDING_TTL_SECONDS = 300;

/** Heartbeat of an instance serving Pusher connections; one silent for REAP_AFTER_MS is taken for dead. */
export const HEARTBEAT_MS = 10_000;
const REAP_AFTER_MS = 3 * HEARTBEAT_MS;

/**
 * +1 on a counter (KEYS[1] field ARGV[1]) and on this instance's share of it (KEYS[2] field
 * ARGV[2]); when the counter reaches 1 and an info hash is given (KEYS[3]), stores ARGV[3] there.
 */
const INCREMENT = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
if n == 1 and KEYS[3] then redis.call('HSET', KEYS[3], ARGV[1], ARGV[3]) end
return n`;
/** -1 on both; a counter at 0 is removed with its info. Answers the counter's new value. */
const DECREMENT = `
if redis.call('HINCRBY', KEYS[2], ARGV[2], -1) <= 0 then redis.call('HDEL', KEYS[2], ARGV[2]) end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  if KEYS[3] then redis.call('HDEL', KEYS[3], ARGV[1]) end
  return 0
end
return n`;
/**
 * Takes back the shares of a dead instance (KEYS[2]) once, if it is still listed in KEYS[1]:
 * answers the presence members who had no connection left anywhere, as channel, user id pairs.
 */
const REAP = `
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return {} end
local shares = redis.call('HGETALL', KEYS[2])
local gone = {}
for i = 1, #shares, 2 do
  local share = cjson.decode(shares[i])
  local count = tonumber(shares[i + 1])
  if share[1] == 'sub' then
    local key = ARGV[2] .. ':subscriptions'
    if redis.call('HINCRBY', key, share[2], -count) <= 0 then redis.call('HDEL', key, share[2]) end
  else
    local counts = ARGV[2] .. ':presence:' .. share[2]
    if redis.call('HINCRBY', counts, share[3], -count) <= 0 then
      redis.call('HDEL', counts, share[3])
      redis.call('HDEL', ARGV[2] .. ':presence-info:' .. share[2], share[3])
      table.insert(gone, share[2])
      table.insert(gone, share[3])
    end
  end
end
redis.call('DEL', KEYS[2])
return gone`;

/** A cache channel's last event, as a new subscriber receives it. */
export interface CachedEvent {
  event: string;
  data: unknown;
  userId?: string;
}

/**
 * What instances must agree on (connections per channel, presence members, subscription signers), in
 * Redis when configured; each instance's shares and heartbeat let the others reap a dead one.
 * Why: docs/decisions.md#realtime-across-instances
 */
@Injectable()
export class PusherState {
  private readonly client?: Redis;
  private readonly prefix: string;
  readonly instanceId = randomUUID();
  private readonly memory = {
    subscriptions: new Map<string, number>(),
    presence: new Map<string, Map<string, { count: number; info: string }>>(),
    bindings: new Map<string, { owner: SubscriptionOwner; expires: number }>(),
    cached: new Map<string, { event: CachedEvent; expires: number }>(),
    prunedAt: 0,
    cachePrunedAt: 0,
  };

  constructor(config: AppConfig, redis: RedisConnections) {
    this.client = redis.client;
    this.prefix = `${config.redisPrefix}:pusher`;
  }

  private key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  private get shares(): string {
    return this.key('instance', this.instanceId);
  }

  private async count(script: string, counts: string, field: string, share: unknown[], infos?: string, info = ''): Promise<number> {
    const keys = infos ? [counts, this.shares, infos] : [counts, this.shares];
    return Number(await this.client!.eval(script, keys.length, ...keys, field, JSON.stringify(share), info));
  }

  // ---- instances

  /** Says this instance is alive (call every HEARTBEAT_MS while serving connections). */
  async heartbeat(now = Date.now()): Promise<void> {
    await this.client?.zadd(this.key('instances'), now, this.instanceId);
  }

  /**
   * Takes back the counts of instances whose heartbeat stopped; answers the presence members that
   * left with them (each is claimed by one instance only, which announces it).
   */
  async reapDeadInstances(now = Date.now()): Promise<Array<{ channel: string; userId: string }>> {
    if (!this.client) {
      return [];
    }
    const dead = await this.client.zrangebyscore(this.key('instances'), '-inf', now - REAP_AFTER_MS);
    const gone: Array<{ channel: string; userId: string }> = [];
    for (const id of dead) {
      const pairs = (await this.client.eval(REAP, 2, this.key('instances'), this.key('instance', id), id, this.prefix)) as string[];
      for (let i = 0; i < pairs.length; i += 2) {
        gone.push({ channel: pairs[i], userId: pairs[i + 1] });
      }
    }
    return gone;
  }

  /** A clean shutdown, after every connection has left: this instance is no longer listed. */
  async retire(): Promise<void> {
    await this.client?.multi().zrem(this.key('instances'), this.instanceId).del(this.shares).exec();
  }

  // ---- subscription counts (every channel type)

  async subscribed(channel: string): Promise<void> {
    if (this.client) {
      await this.count(INCREMENT, this.key('subscriptions'), channel, ['sub', channel]);
      return;
    }
    this.memory.subscriptions.set(channel, (this.memory.subscriptions.get(channel) ?? 0) + 1);
  }

  async unsubscribed(channel: string): Promise<void> {
    if (this.client) {
      await this.count(DECREMENT, this.key('subscriptions'), channel, ['sub', channel]);
      return;
    }
    const n = (this.memory.subscriptions.get(channel) ?? 0) - 1;
    if (n > 0) {
      this.memory.subscriptions.set(channel, n);
    } else {
      this.memory.subscriptions.delete(channel);
    }
  }

  /** Occupied channels and their connection counts, across instances. */
  async channels(): Promise<Map<string, number>> {
    if (this.client) {
      const all = await this.client.hgetall(this.key('subscriptions'));
      return new Map(Object.entries(all).map(([channel, n]) => [channel, Number(n)]));
    }
    return new Map(this.memory.subscriptions);
  }

  async subscriptionCount(channel: string): Promise<number> {
    if (this.client) {
      return Number((await this.client.hget(this.key('subscriptions'), channel)) ?? 0);
    }
    return this.memory.subscriptions.get(channel) ?? 0;
  }

  // ---- presence members

  /** Counts one more connection of `member` on the channel; true when it is their first anywhere. */
  async joinPresence(channel: string, member: PresenceMember): Promise<boolean> {
    const info = JSON.stringify(member.user_info);
    if (this.client) {
      const share = ['presence', channel, member.user_id];
      return (await this.count(INCREMENT, this.key('presence', channel), member.user_id, share, this.key('presence-info', channel), info)) === 1;
    }
    let members = this.memory.presence.get(channel);
    if (!members) {
      members = new Map();
      this.memory.presence.set(channel, members);
    }
    const entry = members.get(member.user_id);
    if (entry) {
      entry.count++;
      return false;
    }
    members.set(member.user_id, { count: 1, info });
    return true;
  }

  /** Counts one connection fewer; true when it was the member's last on the channel. */
  async leavePresence(channel: string, userId: string): Promise<boolean> {
    if (this.client) {
      const share = ['presence', channel, userId];
      return (await this.count(DECREMENT, this.key('presence', channel), userId, share, this.key('presence-info', channel))) === 0;
    }
    const members = this.memory.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry) {
      return true;
    }
    if (--entry.count > 0) {
      return false;
    }
    members.delete(userId);
    if (members.size === 0) {
      this.memory.presence.delete(channel);
    }
    return true;
  }

  async members(channel: string): Promise<PresenceMember[]> {
    const infos = this.client
      ? Object.entries(await this.client.hgetall(this.key('presence-info', channel)))
      : [...(this.memory.presence.get(channel) ?? new Map<string, { info: string }>()).entries()].map(([id, e]) => [id, e.info] as const);
    return infos.map(([user_id, info]) => ({ user_id, user_info: JSON.parse(info) as unknown }));
  }

  // ---- cache channels

  /** Keeps `event` as the last one of cache channel `channel`, for CACHE_TTL_SECONDS. */
  async remember(channel: string, event: CachedEvent): Promise<void> {
    if (this.client) {
      await this.client.set(this.key('cache', channel), JSON.stringify(event), 'EX', CACHE_TTL_SECONDS);
      return;
    }
    const now = Date.now();
    if (now - this.memory.cachePrunedAt > 10_000) {
      this.memory.cachePrunedAt = now;
      for (const [k, entry] of this.memory.cached) {
        if (entry.expires < now) {
          this.memory.cached.delete(k);
        }
      }
    }
    this.memory.cached.set(channel, { event, expires: now + CACHE_TTL_SECONDS * 1000 });
  }

  /** The last event of cache channel `channel` still kept, if any. */
  async lastEvent(channel: string): Promise<CachedEvent | undefined> {
    if (this.client) {
      const raw = await this.client.get(this.key('cache', channel));
      return raw ? (JSON.parse(raw) as CachedEvent) : undefined;
    }
    const entry = this.memory.cached.get(channel);
    return entry && entry.expires >= Date.now() ? entry.event : undefined;
  }

  // ---- who signed a subscription

  /** Remembers that `owner` asked for the signature of `channel` for this socket (the first asker wins). */
  async bind(socketId: string, channel: string, owner: SubscriptionOwner): Promise<void> {
    const key = this.key('bind', socketId, channel);
    if (this.client) {
      await this.client.set(key, JSON.stringify(owner), 'EX', BINDING_TTL_SECONDS, 'NX');
      return;
    }
    const now = Date.now();
    if (now - this.memory.prunedAt > 10_000) {
      this.memory.prunedAt = now;
      for (const [k, binding] of this.memory.bindings) {
        if (binding.expires < now) {
          this.memory.bindings.delete(k);
        }
      }
    }
    if (!this.memory.bindings.has(key)) {
      this.memory.bindings.set(key, { owner, expires: now + BINDING_TTL_SECONDS * 1000 });
    }
  }

  async owner(socketId: string, channel: string): Promise<SubscriptionOwner | undefined> {
    const key = this.key('bind', socketId, channel);
    if (this.client) {
      const raw = await this.client.get(key);
      return raw ? (JSON.parse(raw) as SubscriptionOwner) : undefined;
    }
    const binding = this.memory.bindings.get(key);
    return binding && binding.expires >= Date.now() ? binding.owner : undefined;
  }
}
