import { Module } from '@nestjs/common';
import { JobBoardRepository } from './job-board.repository';
import { JobMatching } from './job-matching';

/** The candidate scan job and what it needs, and nothing else: the worker process boots this module too. */
@Module({
  providers: [JobMatching, JobBoardRepository],
  exports: [JobMatching, JobBoardRepository],
})
export class JobMatchingModule {}
