import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RealtimeGateway } from './realtime.gateway';
import { SocketEventRelay } from './socket-event-relay';

@Module({ imports: [AuthModule], providers: [RealtimeGateway, SocketEventRelay], exports: [RealtimeGateway] })
export class RealtimeModule {}
