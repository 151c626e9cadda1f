import { Module } from '@nestjs/common';
import { PingsModule } from '../notifications/pings.module';
import { PartnerFollowersController } from './partner-followers.controller';
import { PartnerFollowersRepository } from './partner-followers.repository';
import { PartnerFollowersService } from './partner-followers.service';

@Module({
  imports: [PingsModule],
  controllers: [PartnerFollowersController],
  providers: [PartnerFollowersRepository, PartnerFollowersService],
})
export class PartnerFollowersModule {}
