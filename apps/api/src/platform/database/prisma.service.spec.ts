import { Client } from 'pg';
import { Prisma } from './generated/client';
import { PrismaService } from './prisma.service';
import { TEST_DATABASE_URL_VARIABLE } from '../testing/global-setup';

describe('PrismaService', () => {
  const url = process.env[TEST_DATABASE_URL_VARIABLE]!;

  it('survives the server ending an idle connection, and reads again on a new one', async () => {
    const prisma = new PrismaService({ url, pool: { size: 2, timeoutMs: 5000, maxQueue: 100 } });
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const [first] = await prisma.read<{ pid: number }>(Prisma.sql`SELECT pg_backend_pid() AS pid`);
      const pid = first!.pid;
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // Give the pool time to hear of it: an 'error' nobody listens to would end this process here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [again] = await prisma.read<{ pid: number }>(Prisma.sql`SELECT pg_backend_pid() AS pid`);
      expect(again!.pid).not.toBe(pid);
      expect(await prisma.user.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await admin.end();
      await prisma.onApplicationShutdown();
    }
  });

  it('gives back the connection a transaction held when the server ended it: the pool loses no place', async () => {
    const prisma = new PrismaService({ url, pool: { size: 2, timeoutMs: 5000, maxQueue: 100 } });
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const transaction = prisma.$transaction(async (tx) => {
        const [held] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        await admin.query('SELECT pg_terminate_backend($1)', [held!.pid]);
        // The checked-out connection hears of it between queries: an 'error' nobody listens to would end this process.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.$queryRaw`SELECT 1`;
      });
      await expect(transaction).rejects.toThrow('not queryable');
      // Prisma rolls back with a ROLLBACK that fails on the dead connection; before the adapter's patch it then never
      // released it, and the pool kept it as checked out for good (shutdown then hung on it).
      const { total, idle } = prisma.poolStatistics;
      expect(total - idle).toBe(0);
      expect(await prisma.read<{ one: number }>(Prisma.sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await prisma.onApplicationShutdown();
    }
  });
});
