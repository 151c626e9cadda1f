import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryPresence, PRESENCE, RedisPresence } from './presence';

/**
 * Who is online, for the gateway and for background work that depends on it (the message-ping sweep). Presence in
 * Redis when several processes share it (REDIS_URL), else in this process: a worker process of its own without Redis
 * sees nobody online.
 */
@Global()
@Module({
  providers: [
    {
      provide: PRESENCE,
      useFactory: ({ redisUrl }: AppConfig) => (redisUrl ? new RedisPresence(redisUrl) : new MemoryPresence()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [PRESENCE],
})
export class PresenceModule {}
