import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../modules/auth/auth.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryPresence, PRESENCE, RedisPresence } from './presence';
import { RealtimeGateway } from './realtime.gateway';
import { EmittingUserSockets, SocketEventRelay } from './socket-event-relay';
import { UserSockets } from './user-sockets';

/** Global: what is delivered in the background (pings) reaches sockets through UserSockets in any module. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [
    RealtimeGateway,
    SocketEventRelay,
    EmittingUserSockets,
    { provide: UserSockets, useExisting: EmittingUserSockets },
    // Presence in Redis when several instances share it (REDIS_URL), else in this process.
    {
      provide: PRESENCE,
      useFactory: ({ redisUrl }: AppConfig) => (redisUrl ? new RedisPresence(redisUrl) : new MemoryPresence()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [RealtimeGateway, UserSockets],
})
export class RealtimeModule {}
