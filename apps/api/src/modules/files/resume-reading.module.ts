import { Module } from '@nestjs/common';
import { ResumeImportsRepository } from './resume-imports.repository';
import { ResumeReading } from './resume-reading';

/** The resume-reading job and what it needs, and nothing else: the worker process boots this module. */
@Module({
  providers: [ResumeReading, ResumeImportsRepository],
  exports: [ResumeReading, ResumeImportsRepository],
})
export class ResumeReadingModule {}
