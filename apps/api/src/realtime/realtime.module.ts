import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryPresence, PRESENCE, RedisPresence } from './presence';
import { RealtimeGateway } from './realtime.gateway';
import { SocketEventRelay } from './socket-event-relay';

@Module({
  imports: [AuthModule],
  providers: [
    RealtimeGateway,
    SocketEventRelay,
    // Presence in Redis when several instances share it (REDIS_URL), else in this process.
    {
      provide: PRESENCE,
      useFactory: ({ redisUrl }: AppConfig) => (redisUrl ? new RedisPresence(redisUrl) : new MemoryPresence()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [RealtimeGateway],
})
export class RealtimeModule {}
