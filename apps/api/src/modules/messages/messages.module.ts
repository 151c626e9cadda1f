import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { MessagesController } from './messages.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

@Module({
  imports: [UsersModule, ConnectionsModule, RealtimeModule],
  controllers: [MessagesController],
  providers: [MessagesService, MessagesRepository],
})
export class MessagesModule {}
