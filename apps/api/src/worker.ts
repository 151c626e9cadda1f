import 'reflect-metadata';
// First: configuration, logs and error reporting before the modules they watch load.
import { config } from './platform/observability/instrument';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { prepareDatabase } from './platform/database/database';
import { WorkerModule } from './worker.module';
import { exitOnSignals, runEntryPoint } from './process-lifecycle';

/** `npm run worker`: the background job queues in a process of their own, for a deployment that scales out. */
async function main(): Promise<void> {
  if (!config.databaseUrl) {
    console.error('The worker needs DATABASE_URL: the embedded PostgreSQL belongs to the API process.');
    process.exit(1);
  }
  const logger = new Logger('Worker');
  const database = await prepareDatabase(config, (line) => logger.log(line));
  // Booted (the queues start working) once createApplicationContext resolves. It logs through the process's logger.
  const worker = await NestFactory.createApplicationContext(WorkerModule.register(config, database.url));
  logger.log('Worker ready');

  exitOnSignals(logger, 'finishing the jobs in hand', () => worker.close());
}

runEntryPoint(main);
