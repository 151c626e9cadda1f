import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ResumeImportsRepository } from './resume-imports.repository';

@Module({
  imports: [UsersModule, ConnectionsModule, RealtimeModule],
  controllers: [FilesController],
  providers: [FilesService, ResumeImportsRepository],
})
export class FilesModule {}
