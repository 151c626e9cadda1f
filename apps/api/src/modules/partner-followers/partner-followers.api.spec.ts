import { PAGE_SIZE, PartnerType, Role, Text } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('partner followers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const company = (name = `Co ${randomUUID().slice(0, 8)}`) =>
    t.prisma.partner.create({ data: { name, type: PartnerType.Corporate, packageType: 'basic', industry: 'Energy' } });
  const follow = (m: TestMember, partnerId: string) => t.http.post(`/v1/partner-followers/${partnerId}/${m.user.id}`).set(as(m));

  describe('POST, GET /v1/partner-followers/:partnerId/:userId and DELETE /v1/partner-followers/:id', () => {
    it('follows once (again is the same follow), finds the follow, and unfollows (then finds null)', async () => {
      const m = await t.member();
      const p = await company();
      const first = await follow(m, p.id).expect(200);
      expect(first.body).toEqual({
        id: expect.any(String),
        partnerId: p.id,
        userId: m.user.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await follow(m, p.id).expect(200)).body.id).toBe(first.body.id);
      expect(await t.prisma.partnerFollower.count({ where: { partnerId: p.id } })).toBe(1);
      const found = await t.http.get(`/v1/partner-followers/${p.id}/${m.user.id}`).set(as(m)).expect(200);
      expect(found.body).toEqual(first.body);
      await t.http.delete(`/v1/partner-followers/${first.body.id}`).set(as(m)).expect(200);
      const gone = await t.http.get(`/v1/partner-followers/${p.id}/${m.user.id}`).set(as(m)).expect(200);
      expect(gone.body).toBeNull();
      await t.http.delete(`/v1/partner-followers/${first.body.id}`).set(as(m)).expect(404);
    });

    it('lets a member act only for themselves (403), needs a token (401), valid ids (400) and a company (404)', async () => {
      const m = await t.member();
      const other = await t.member();
      const p = await company();
      const theirs = (await follow(other, p.id).expect(200)).body.id as string;
      await t.http.post(`/v1/partner-followers/${p.id}/${other.user.id}`).set(as(m)).expect(403);
      await t.http.get(`/v1/partner-followers/${p.id}/${other.user.id}`).set(as(m)).expect(403);
      const refused = await t.http.delete(`/v1/partner-followers/${theirs}`).set(as(m)).expect(403);
      expect(refused.body.httpMessage).toBe(Text.onlyFollowerUnfollows);
      expect(await t.prisma.partnerFollower.count({ where: { id: theirs } })).toBe(1);
      await t.http.post(`/v1/partner-followers/${p.id}/${m.user.id}`).expect(401);
      await t.http.get(`/v1/partner-followers/${p.id}/${m.user.id}`).expect(401);
      await t.http.delete(`/v1/partner-followers/${theirs}`).expect(401);
      await t.http.post(`/v1/partner-followers/abc/${m.user.id}`).set(as(m)).expect(400);
      await t.http.get(`/v1/partner-followers/abc/${m.user.id}`).set(as(m)).expect(400);
      await t.http.delete('/v1/partner-followers/abc').set(as(m)).expect(400);
      const none = await follow(m, MISSING).expect(404);
      expect(none.body.httpMessage).toBe(Text.companyNotFound);
      await t.http.delete(`/v1/partner-followers/${MISSING}`).set(as(m)).expect(404);
    });
  });

  describe('GET /v1/partner-followers/:id (company view)', () => {
    it('pages the followers 6 at a time, newest first, through every follower once', async () => {
      const p = await company();
      const fans: TestMember[] = [];
      for (let i = 0; i < PAGE_SIZE.followersCompanyView + 2; i++) {
        const fan = await t.member({ firstName: `Fan${i}`, lastName: 'Follower' });
        await follow(fan, p.id).expect(200);
        fans.push(fan);
      }
      const { ids, sizes } = await t.walk(
        fans[0]!.token,
        `/v1/partner-followers/${p.id}`,
        (f) => (f.member as { id: string }).id,
      );
      expect(sizes).toEqual([PAGE_SIZE.followersCompanyView, 2]);
      expect(ids).toEqual(fans.map((f) => f.user.id).reverse());
      const first = await t.http
        .get(`/v1/partner-followers/${p.id}`)
        .query({ page: 1, dir: 'desc', sort: 'updated_at' })
        .set(as(fans[0]!));
      expect(first.body.items[0]).toEqual({
        followId: expect.any(String),
        followedAt: expect.any(String),
        member: expect.objectContaining({ id: fans.at(-1)!.user.id, firstName: `Fan${fans.length - 1}` }),
      });
      const second = await t.http.get(`/v1/partner-followers/${p.id}`).query({ page: 2 }).set(as(fans[0]!)).expect(200);
      expect(second.body.items).toHaveLength(2);
    });

    it('refuses bad paging (400), no token (401) and an unknown company (404)', async () => {
      const m = await t.member();
      const p = await company();
      for (const query of [{ pageSize: 500 }, { dir: 'up' }, { sort: 'name' }, { cursor: 'zzz' }]) {
        await t.http.get(`/v1/partner-followers/${p.id}`).query(query).set(as(m)).expect(400);
      }
      await t.http.get(`/v1/partner-followers/${p.id}`).expect(401);
      await t.http.get(`/v1/partner-followers/${MISSING}`).set(as(m)).expect(404);
      expect((await t.http.get(`/v1/partner-followers/${p.id}`).set(as(m)).expect(200)).body).toEqual({
        items: [],
        nextCursor: null,
      });
    });
  });

  describe('GET /v1/partner-followers/follower/:id (the companies a member follows)', () => {
    it('pages the companies 20 at a time, newest first', async () => {
      const m = await t.member();
      const companies = [];
      for (let i = 0; i < PAGE_SIZE.followersFollowerView + 1; i++) {
        const p = await company();
        await follow(m, p.id).expect(200);
        companies.push(p);
      }
      const { ids, sizes } = await t.walk(m.token, `/v1/partner-followers/follower/${m.user.id}`, (c) => c.id);
      expect(sizes).toEqual([PAGE_SIZE.followersFollowerView, 1]);
      expect(ids).toEqual(companies.map((c) => c.id).reverse());
      const first = await t.http.get(`/v1/partner-followers/follower/${m.user.id}`).query({ pageSize: 1 }).set(as(m)).expect(200);
      expect(first.body.items).toEqual([
        {
          id: companies.at(-1)!.id,
          name: companies.at(-1)!.name,
          type: PartnerType.Corporate,
          logo: null,
          industry: 'Energy',
          followId: expect.any(String),
          followedAt: expect.any(String),
        },
      ]);
    });

    it("refuses another member's list (403), no token (401) and bad paging (400)", async () => {
      const m = await t.member();
      const other = await t.member({ role: Role.Member });
      await t.http.get(`/v1/partner-followers/follower/${m.user.id}`).set(as(other)).expect(403);
      await t.http.get(`/v1/partner-followers/follower/${m.user.id}`).expect(401);
      await t.http.get(`/v1/partner-followers/follower/${m.user.id}`).query({ pageSize: 0 }).set(as(m)).expect(400);
      await t.http.get(`/v1/partner-followers/follower/${m.user.id}`).query({ dir: 'up' }).set(as(m)).expect(400);
    });
  });
});
