import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { PartnersModule } from '../partners/partners.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ResumeReadingModule } from './resume-reading.module';

@Module({
  imports: [UsersModule, ConnectionsModule, RealtimeModule, ResumeReadingModule, PartnersModule],
  controllers: [FilesController],
  providers: [FilesService],
  exports: [FilesService],
})
export class FilesModule {}
