import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryPresence, PRESENCE, RedisPresence } from './presence';

/**
 * Who is online, for the gateway and the message-ping sweep, both in API processes (the worker has no sockets, and so
 * no presence). In Redis when several API processes share it (REDIS_URL), else in this process.
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
