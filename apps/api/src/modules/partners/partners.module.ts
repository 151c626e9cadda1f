import { Module } from '@nestjs/common';
import { PartnersController } from './partners.controller';
import { PartnersRepository } from './partners.repository';
import { PartnersService } from './partners.service';

@Module({
  controllers: [PartnersController],
  providers: [PartnersRepository, PartnersService],
  exports: [PartnersRepository],
})
export class PartnersModule {}
