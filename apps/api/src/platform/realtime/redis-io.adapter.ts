import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/** Sharded pub/sub (SPUBLISH, SSUBSCRIBE) came with Redis 7. */
const SHARDED_PUBSUB_SINCE_MAJOR = 7;

/**
 * Socket.IO over Redis pub/sub: an event emitted on one API instance reaches sockets on every instance. On Redis 7 and
 * later, each room (`user:<id>`, `session:<id>`) has its own sharded channel, which only the instances holding one of
 * its sockets subscribe to: an event to one member costs the instances without that member nothing, where a single
 * channel has every instance decode every event. Older servers get that single channel.
 */
export class RedisIoAdapter extends IoAdapter {
  private adapter?: ServerOptions['adapter'];
  private readonly clients: ReturnType<typeof createClient>[] = [];

  constructor(app: INestApplicationContext) {
    super(app);
  }

  async connect(url: string): Promise<void> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    this.clients.push(publisher, subscriber);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const major = Number(/redis_version:(\d+)/.exec(await publisher.info('server'))?.[1] ?? 0);
    this.adapter =
      major >= SHARDED_PUBSUB_SINCE_MAJOR
        ? createShardedAdapter(publisher, subscriber, { subscriptionMode: 'dynamic' })
        : createAdapter(publisher, subscriber);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapter) server.adapter(this.adapter);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.clients.map((client) => client.quit().catch(() => undefined)));
  }
}
