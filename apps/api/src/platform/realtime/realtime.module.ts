import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../modules/auth/auth.module';
import { PresenceModule } from './presence.module';
import { RealtimeGateway } from './realtime.gateway';
import { EmittingUserSockets, SocketEventRelay } from './socket-event-relay';
import { UserSockets } from './user-sockets';

/** Global: what is delivered in the background (pings) reaches sockets through UserSockets in any module. */
@Global()
@Module({
  imports: [AuthModule, PresenceModule],
  providers: [RealtimeGateway, SocketEventRelay, EmittingUserSockets, { provide: UserSockets, useExisting: EmittingUserSockets }],
  exports: [RealtimeGateway, UserSockets],
})
export class RealtimeModule {}
