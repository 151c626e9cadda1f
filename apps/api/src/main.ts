import 'reflect-metadata';
// First: configuration, logs and error reporting before the modules they watch load.
import { config } from './platform/observability/instrument';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { prepareDatabase } from './platform/database/database';
import { PrismaService } from './platform/database/prisma.service';
import { seedDemoCommunity } from './platform/database/seed/demo-community';
import { DEMO_PASSWORD } from './platform/database/seed/demo-password';
import { StorageService } from './platform/storage/storage.service';
import { exitOnSignals, runEntryPoint } from './process-lifecycle';

/**
 * Connections the kernel may hold for accept. After a restart every member's socket reconnects at once: past Node's
 * default of 511 the kernel drops their SYNs, and each dropped one retries a second later (the kernel caps it at
 * net.core.somaxconn).
 */
const ACCEPT_BACKLOG = 4096;

async function main(): Promise<void> {
  const logger = new Logger('Nexus');
  const database = await prepareDatabase(config, (line) => logger.log(line));
  const app = await createApp(config, database.url);

  // Seeded before listening: a demo login tried as soon as the port answers must find its account.
  if (config.seedDemo) {
    const logins = await seedDemoCommunity(app.get(PrismaService), app.get(StorageService));
    if (logins.length > 0) {
      const rows = logins.map((l) => `  ${l.email.padEnd(28)} ${l.role.padEnd(8)} ${l.who}`).join('\n');
      logger.log(`Seeded a demo community. Log in with password ${DEMO_PASSWORD}:\n${rows}`);
    }
  }
  await app.listen({ port: config.port, host: config.host, backlog: ACCEPT_BACKLOG });
  logger.log(`Nexus is running at ${config.appUrl} (API docs at ${config.appUrl}/v1/docs)`);

  exitOnSignals(logger, 'shutting down', async () => {
    await app.close();
    await database.stop();
  });
}

runEntryPoint(main);
