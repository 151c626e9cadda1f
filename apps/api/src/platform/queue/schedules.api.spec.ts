import { startTestApp, type TestApp } from '../testing/test-app';
import { type QueueDefinition, QUEUES } from './queues';

describe('scheduled queues', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('are on pg-boss’s schedule once the app has started, each with its cron', async () => {
    const scheduled = Object.entries(QUEUES as Record<string, QueueDefinition>)
      .filter(([, queue]) => queue.schedule)
      .map(([name, queue]) => ({ name, cron: queue.schedule }));
    expect(scheduled.map((s) => s.name)).toEqual(expect.arrayContaining(['message-ping-sweep', 'mail-outbox-prune']));
    const rows = await t.prisma.$queryRawUnsafe<{ name: string; cron: string }[]>(
      `SELECT name, cron FROM "${t.config.jobsSchema}".schedule ORDER BY name`,
    );
    expect(rows).toEqual(expect.arrayContaining(scheduled));
  });
});
