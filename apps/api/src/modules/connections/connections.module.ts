import { Module } from '@nestjs/common';
import { PingsModule } from '../notifications/pings.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { BlocksRepository } from './blocks.repository';
import { ConnectionListsService } from './connection-lists.service';
import { ConnectionReadsRepository } from './connection-reads.repository';
import { ConnectionRequestsRepository } from './connection-requests.repository';
import { ConnectionStateService } from './connection-state.service';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';

@Module({
  imports: [UsersModule, RealtimeModule, PingsModule],
  controllers: [ConnectionsController],
  providers: [
    ConnectionStateService,
    ConnectionsService,
    ConnectionListsService,
    ConnectionRequestsRepository,
    ConnectionsRepository,
    BlocksRepository,
    ConnectionReadsRepository,
  ],
  exports: [ConnectionStateService],
})
export class ConnectionsModule {}
