import { Module } from '@nestjs/common';
import { PartnerFollowersController } from './partner-followers.controller';
import { PartnerFollowersRepository } from './partner-followers.repository';
import { PartnerFollowersService } from './partner-followers.service';

@Module({
  controllers: [PartnerFollowersController],
  providers: [PartnerFollowersRepository, PartnerFollowersService],
})
export class PartnerFollowersModule {}
