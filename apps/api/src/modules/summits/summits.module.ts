import { Module } from '@nestjs/common';
import { SummitsController } from './summits.controller';
import { SummitsRepository } from './summits.repository';
import { SummitsService } from './summits.service';

/** Summits (/summit, /register/{registrationType}): the editions, their pages and members' registrations. */
@Module({
  controllers: [SummitsController],
  providers: [SummitsRepository, SummitsService],
})
export class SummitsModule {}
