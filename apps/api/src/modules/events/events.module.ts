import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { PingsModule } from '../notifications/pings.module';
import { CalendarController, EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [AuthModule, FilesModule, PingsModule],
  controllers: [EventsController, CalendarController],
  providers: [EventsRepository, EventsService],
})
export class EventsModule {}
