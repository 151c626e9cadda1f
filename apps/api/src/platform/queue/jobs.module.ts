import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JOBS_PROCESS, type JobsProcess, JobsService } from './jobs.service';

@Global()
@Module({})
export class JobsModule {
  static forProcess(process: JobsProcess): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_PROCESS, useValue: process }, JobsService],
      exports: [JobsService],
    };
  }
}
