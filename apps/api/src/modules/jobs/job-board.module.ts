import { Module } from '@nestjs/common';
import { PingsModule } from '../notifications/pings.module';
import { JobBoardController } from './job-board.controller';
import { JobBoardService } from './job-board.service';
import { JobMatchingModule } from './job-matching.module';
import { RecruitController } from './recruit.controller';
import { RecruitService } from './recruit.service';

/** Job postings (/jobs for members, /recruit for partners): search, saves, applications, pipeline, matching. */
@Module({
  imports: [PingsModule, JobMatchingModule],
  controllers: [JobBoardController, RecruitController],
  providers: [JobBoardService, RecruitService],
})
export class JobBoardModule {}
