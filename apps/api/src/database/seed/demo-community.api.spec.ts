import { Role } from '@nexus/contracts';
import { StorageService } from '../../storage/storage.service';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { RunningDatabase } from '../embedded-postgres';
import { provisionScratchDatabase } from '../scratch-database';
import { type DemoLogin, seedDemoCommunity } from './demo-community';
import { DEMO_PASSWORD } from './demo-password';

/** The demo seed needs an empty database: this file has its own, not the run's shared one. */
describe('demo community seed', () => {
  let database: RunningDatabase;
  let t: TestApp;
  let logins: DemoLogin[];

  beforeAll(async () => {
    database = await provisionScratchDatabase();
    t = await startTestApp({}, database.url);
    const started = performance.now();
    logins = await seedDemoCommunity(t.prisma, t.app.get(StorageService));
    console.log(`Seeded the demo community in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.stop();
  });

  const login = async ({ email, role }: DemoLogin) => {
    const { body } = await t.http.put('/v1/user/login').send({ username: email, password: DEMO_PASSWORD, role }).expect(200);
    return body as { user: { id: string; partnerId: string | null }; session: { accessToken: string } };
  };

  it('makes 50+ members with photos, headlines, places, industries and dated careers', async () => {
    const members = await t.prisma.user.findMany({
      where: { role: Role.Member },
      include: { profile: true, experiences: true },
    });
    expect(members.length).toBeGreaterThanOrEqual(50);
    for (const m of members) {
      expect(m.image).toMatch(/^\/v1\/files\/avatars\//);
      expect(m.profile).toMatchObject({
        headline: expect.any(String),
        industry: expect.any(String),
        city: expect.any(String),
        country: expect.any(String),
      });
      expect(m.experiences.length).toBeGreaterThan(0);
      expect(m.experiences.filter((e) => e.endDate === null)).toHaveLength(1);
    }
    const photo = await t.http.get(members[0]!.image!).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((photo.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });

  it('gives every demo member login connections, requests both ways and suggestions', async () => {
    const members = logins.filter((l) => l.role === Role.Member);
    expect(members.map((l) => l.email)).toEqual([
      'amara.okafor@nexus.test',
      'daniel.mensah@nexus.test',
      'sofia.ramirez@nexus.test',
      'kenji.tanaka@nexus.test',
      'leila.haddad@nexus.test',
      'marcus.johnson@nexus.test',
    ]);
    for (const demo of members) {
      const { user, session } = await login(demo);
      const list = async (path: string) =>
        (await t.http.get(`/v1/user/${user.id}/${path}`).set(t.bearer(session.accessToken)).expect(200)).body as unknown;
      expect(await list('suggestions')).not.toHaveLength(0);
      for (const path of ['connections', 'connection-requests/received', 'connection-requests/sent']) {
        expect((await list(path)) as { items: unknown[] }).toMatchObject({ items: expect.arrayContaining([expect.anything()]) });
      }
    }
  });

  it('keeps the partner and admin logins, each with its role', async () => {
    expect(logins.filter((l) => l.role !== Role.Member)).toEqual([
      expect.objectContaining({ email: 'talent@northwind.test', role: Role.Partner }),
      expect.objectContaining({ email: 'hello@lagosbuilders.test', role: Role.Partner }),
      expect.objectContaining({ email: 'admin@nexus.test', role: Role.Admin }),
    ]);
    for (const l of logins.filter((l) => l.role !== Role.Member)) {
      const { user } = await login(l);
      expect(user.partnerId !== null).toBe(l.role === Role.Partner);
    }
  });

  it('seeds only an empty database', async () => {
    const before = await t.prisma.user.count();
    expect(await seedDemoCommunity(t.prisma, t.app.get(StorageService))).toEqual([]);
    expect(await t.prisma.user.count()).toBe(before);
  });
});
