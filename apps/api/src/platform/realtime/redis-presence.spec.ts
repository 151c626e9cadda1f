import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { RedisPresence } from './presence';

// Real Redis (a service where this project's CI runs); without REDIS_URL only this file is skipped.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('presence in Redis, across instances and an instance crash', () => {
  const prefix = `test:presence:${randomUUID()}:`;
  const redis = createClient({ url: redisUrl });
  const started: RedisPresence[] = [];
  const instance = async () => {
    const presence = new RedisPresence(redisUrl!, prefix);
    await presence.onModuleInit();
    started.push(presence);
    return presence;
  };
  beforeAll(() => redis.connect());
  afterAll(async () => {
    await Promise.all(started.map((p) => p.onApplicationShutdown()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.quit();
  });

  it('counts a member online until their last socket on any instance closes', async () => {
    const [one, two] = [await instance(), await instance()];
    const id = randomUUID();
    expect(await one.connect(id)).toBe(true);
    expect(await two.connect(id)).toBe(false);
    expect(await two.onlineAmong([id, randomUUID()])).toEqual(new Set([id]));
    expect(await one.disconnect(id)).toBe(false);
    expect(await two.disconnect(id)).toBe(true);
    expect(await one.onlineAmong([id])).toEqual(new Set());
  });

  it("counts out a crashed instance's sockets (no heartbeat for 30 s) and says whose were the last", async () => {
    const survivor = await instance();
    const [alone, alsoHere] = [randomUUID(), randomUUID()];
    await survivor.connect(alsoHere);
    // What a crashed instance leaves behind: its counts, and a heartbeat a minute old.
    await redis.hSet(`${prefix}instance:crashed`, { [alone]: '2', [alsoHere]: '1' });
    await redis.hIncrBy(`${prefix}online`, alone, 2);
    await redis.hIncrBy(`${prefix}online`, alsoHere, 1);
    await redis.zAdd(`${prefix}instances`, { score: Date.now() - 60_000, value: 'crashed' });
    const gone: string[][] = [];
    survivor.onGone((ids) => gone.push(ids));
    await survivor.heartbeat();
    expect(gone).toEqual([[alone]]);
    expect(await survivor.onlineAmong([alone, alsoHere])).toEqual(new Set([alsoHere]));
    expect(await redis.exists(`${prefix}instance:crashed`)).toBe(0);
    // A clean shutdown counts its own sockets out at once.
    await survivor.onApplicationShutdown();
    expect(await redis.hGet(`${prefix}online`, alsoHere)).toBeNull();
  });
});
