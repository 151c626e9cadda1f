import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE, type DatabaseOptions } from './prisma.service';

/** What a channel's listener hears: each payload, and whether announcements can be heard at all right now. */
export interface ChannelListener {
  heard(payload: string): void;
  /** false when the listening connection is lost (announcements made meanwhile are missed), true once it listens again. */
  listening(listening: boolean): void;
}

const RECONNECT_MS = 1000;
const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * PostgreSQL's LISTEN/NOTIFY for the process: one connection of its own (outside the pool, which it would hold
 * forever), opened on the first `listen` and opened again a second after it is lost.
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('DatabaseNotifications');
  private readonly channels = new Map<string, ChannelListener>();
  private client?: Client;
  private connecting = false;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(DATABASE) private readonly database: DatabaseOptions) {}

  /** `listener` hears `channel` from now on; it is told `listening(true)` once the connection listens. */
  listen(channel: string, listener: ChannelListener): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.channels.set(channel, listener);
    const client = this.client;
    if (client) {
      client.query(`LISTEN ${channel}`).then(
        () => listener.listening(true),
        (error: Error) => this.lost(client, error),
      );
    } else {
      void this.connect();
    }
  }

  private async connect(): Promise<void> {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    const client = new Client({ connectionString: this.database.url, application_name: 'nexus-notifications' });
    client.on('notification', ({ channel, payload }) => this.channels.get(channel)?.heard(payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      if (this.closed) return void (await client.end());
      this.client = client;
      for (const listener of this.channels.values()) listener.listening(true);
    } catch (error) {
      this.lost(client, error as Error);
    } finally {
      this.connecting = false;
    }
  }

  private lost(client: Client, error?: Error): void {
    void release(client);
    if (this.client !== client && this.client) return;
    if (this.client === client) {
      this.client = undefined;
      for (const listener of this.channels.values()) listener.listening(false);
    }
    if (this.closed || this.reconnect) return;
    this.logger.warn(`Listening for database notifications stopped${error ? `: ${error.message}` : ''}; again in 1 s`);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    if (client) await release(client);
  }
}

/** Closes a connection that nothing listens to any more, whatever state it is in. */
async function release(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  await client.end().catch(() => {});
}
