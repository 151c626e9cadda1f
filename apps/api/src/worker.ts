import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from './config/app-config';
import { prepareDatabase } from './database/database';
import { WorkerModule } from './worker.module';
import { exitOnSignals, runEntryPoint } from './process-lifecycle';

/** `npm run worker`: the background job queues in a process of their own, for a deployment that scales out. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('The worker needs DATABASE_URL: the embedded PostgreSQL belongs to the API process.');
    process.exit(1);
  }
  const logger = new Logger('Worker');
  const database = await prepareDatabase(config, (line) => logger.log(line));
  // Booted (the queues start working) once createApplicationContext resolves.
  const worker = await NestFactory.createApplicationContext(WorkerModule.register(config, database.url), {
    logger: config.environment === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  logger.log('Worker ready');

  exitOnSignals(logger, 'finishing the jobs in hand', () => worker.close());
}

runEntryPoint(main);
