import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { EngagementRepository } from './engagement.repository';
import { ExperiencesRepository } from './experiences.repository';
import { ProfileViewsRepository } from './profile-views.repository';
import { ProfilesController } from './profiles.controller';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [ConnectionsModule],
  controllers: [ProfilesController],
  providers: [ProfilesRepository, ExperiencesRepository, ProfileViewsRepository, EngagementRepository, ProfilesService],
})
export class ProfilesModule {}
