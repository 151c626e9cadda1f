import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createClient } from 'redis';

/**
 * Who is online: a count of open sockets per member. In memory for one API instance; in Redis (REDIS_URL) so that
 * every instance sees the same members online. Chosen in realtime.module.ts from the config.
 */
export interface Presence {
  /** Counts a socket of the member: true when it is their first anywhere. */
  connect(userId: string): Promise<boolean>;
  /** Stops counting a socket of the member: true when it was their last anywhere. */
  disconnect(userId: string): Promise<boolean>;
  /** Which of these members have a socket open. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Members found offline because the instance holding their sockets died (Redis only): their audience is told. */
  onGone(listener: (userIds: string[]) => void): void;
}

export const PRESENCE = Symbol('PRESENCE');

/** One API instance: the counts live in this process. */
export class MemoryPresence implements Presence {
  private readonly sockets = new Map<string, number>();

  async connect(userId: string): Promise<boolean> {
    const open = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, open);
    return open === 1;
  }

  async disconnect(userId: string): Promise<boolean> {
    const open = (this.sockets.get(userId) ?? 0) - 1;
    if (open > 0) {
      this.sockets.set(userId, open);
      return false;
    }
    this.sockets.delete(userId);
    return open === 0;
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.sockets.has(id)));
  }

  onGone(): void {
    // One process: when it dies, nobody is left to tell.
  }
}

const HEARTBEAT_MS = 10_000;
/** An instance silent this long is dead: its sockets are counted out. */
const STALE_MS = 3 * HEARTBEAT_MS;

// KEYS: online, instance. ARGV: user.
const CONNECT = `redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return redis.call('HINCRBY', KEYS[1], ARGV[1], 1)`;

// A socket this instance no longer counts (its counts were swept as dead) takes nothing from the total.
const DISCONNECT = `local here = redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
if here <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
if here < 0 then return 0 end
local total = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if total <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) return 1 end
return 0`;

// KEYS: online, instances, instance. ARGV: instance id, now, stale before, instance key prefix.
// Beats for this instance (counting its sockets again if it had been swept as dead), then counts out the sockets of
// instances that stopped beating; answers the members that left with them.
const HEARTBEAT = `if redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1]) == 1 then
  local own = redis.call('HGETALL', KEYS[3])
  for i = 1, #own, 2 do redis.call('HINCRBY', KEYS[1], own[i], own[i + 1]) end
end
local gone = {}
for _, instance in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])) do
  local key = ARGV[4] .. instance
  local counts = redis.call('HGETALL', key)
  for i = 1, #counts, 2 do
    if redis.call('HINCRBY', KEYS[1], counts[i], -tonumber(counts[i + 1])) <= 0 then
      redis.call('HDEL', KEYS[1], counts[i])
      table.insert(gone, counts[i])
    end
  end
  redis.call('DEL', key)
  redis.call('ZREM', KEYS[2], instance)
end
return gone`;

// KEYS: online, instances, instance. ARGV: instance id. A clean shutdown: this instance's sockets counted out.
const LEAVE = `local counts = redis.call('HGETALL', KEYS[3])
for i = 1, #counts, 2 do
  if redis.call('HINCRBY', KEYS[1], counts[i], -tonumber(counts[i + 1])) <= 0 then redis.call('HDEL', KEYS[1], counts[i]) end
end
redis.call('DEL', KEYS[3])
redis.call('ZREM', KEYS[2], ARGV[1])`;

/**
 * Several API instances: a total per member (`online`) and each instance's own counts under its id, with a heartbeat.
 * When an instance dies without closing (crash, SIGKILL), the others count its sockets out within STALE_MS and tell
 * those members' audiences; a clean shutdown counts its own out at once.
 */
export class RedisPresence implements Presence, OnModuleInit, OnApplicationShutdown {
  private readonly client: ReturnType<typeof createClient>;
  private readonly id = randomUUID();
  private readonly online: string;
  private readonly instances: string;
  private readonly instancePrefix: string;
  private readonly key: string;
  private timer?: NodeJS.Timeout;
  private readonly listeners: ((userIds: string[]) => void)[] = [];
  private readonly logger = new Logger('Presence');

  /** `prefix`: where the keys live (tests keep theirs apart). */
  constructor(url: string, prefix = 'nexus:presence:') {
    this.online = `${prefix}online`;
    this.instances = `${prefix}instances`;
    this.instancePrefix = `${prefix}instance:`;
    this.key = `${this.instancePrefix}${this.id}`;
    this.client = createClient({ url });
    this.client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    await this.client.connect();
    await this.heartbeat();
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    if (!this.client.isOpen) return;
    await this.client.eval(LEAVE, { keys: [this.online, this.instances, this.key], arguments: [this.id] }).catch(() => undefined);
    await this.client.quit().catch(() => undefined);
  }

  async connect(userId: string): Promise<boolean> {
    return (await this.client.eval(CONNECT, { keys: [this.online, this.key], arguments: [userId] })) === 1;
  }

  async disconnect(userId: string): Promise<boolean> {
    if (!this.client.isOpen) return false;
    return (await this.client.eval(DISCONNECT, { keys: [this.online, this.key], arguments: [userId] })) === 1;
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const counts = await this.client.hmGet(this.online, [...userIds]);
    return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
  }

  onGone(listener: (userIds: string[]) => void): void {
    this.listeners.push(listener);
  }

  /** Beats for this instance and counts out dead ones (every HEARTBEAT_MS; tests call it to not wait). */
  async heartbeat(): Promise<void> {
    try {
      const now = Date.now();
      const gone = (await this.client.eval(HEARTBEAT, {
        keys: [this.online, this.instances, this.key],
        arguments: [this.id, String(now), String(now - STALE_MS), this.instancePrefix],
      })) as string[];
      if (gone.length) this.listeners.forEach((listener) => listener(gone));
    } catch (error) {
      this.logger.warn(`Presence heartbeat failed: ${(error as Error).message}`);
    }
  }
}
