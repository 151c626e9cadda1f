import { Module } from '@nestjs/common';
import { ConnectionStateService } from './connection-state.service';

@Module({
  providers: [ConnectionStateService],
  exports: [ConnectionStateService],
})
export class ConnectionsModule {}
