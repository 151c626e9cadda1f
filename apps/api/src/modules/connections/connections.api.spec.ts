import { randomUUID } from 'node:crypto';
import {
  ConnectionChange,
  ConnectionsText,
  NO_RELATIONSHIP,
  PartnerType,
  type ServerToClientEvents,
  SocketEvent,
} from '@nexus/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { pairKey } from './pair-key';

const NOBODY = '00000000-0000-4000-8000-000000000000';
/** A token unique to one test, put into profiles so that search in the shared database finds only this test's members. */
const tag = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('connections', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const setProfile = (m: TestMember, data: Record<string, unknown>) =>
    t.prisma.profile.update({ where: { userId: m.user.id }, data });
  const connect = (a: TestMember, b: TestMember) =>
    t.prisma.connection.createMany({
      data: [
        { userId: a.user.id, connectedUserId: b.user.id },
        { userId: b.user.id, connectedUserId: a.user.id },
      ],
    });
  const rowsBetween = async (a: TestMember, b: TestMember) => ({
    connections: await t.prisma.connection.count({
      where: {
        OR: [
          { userId: a.user.id, connectedUserId: b.user.id },
          { userId: b.user.id, connectedUserId: a.user.id },
        ],
      },
    }),
    requests: await t.prisma.connectionRequest.count({ where: { pairKey: pairKey(a.user.id, b.user.id) } }),
    blocks: await t.prisma.block.count({
      where: {
        OR: [
          { blockerId: a.user.id, blockedId: b.user.id },
          { blockerId: b.user.id, blockedId: a.user.id },
        ],
      },
    }),
  });
  const search = (m: TestMember, keyword: string, extra: Record<string, unknown> = {}) =>
    t.http
      .get('/v1/search/connections')
      .query({ keyword, ...extra })
      .set(as(m));
  const searchIds = async (m: TestMember, keyword: string) =>
    ((await search(m, keyword).expect(200)).body.items as { id: string }[]).map((i) => i.id);
  const request = (from: TestMember, to: string) =>
    t.http.post(`/v1/user/${from.user.id}/connection-requests`).set(as(from)).send({ userId: to });
  const requestOk = async (from: TestMember, to: TestMember) =>
    (await request(from, to.user.id).expect(200)).body.requestId as string;

  /** Walks every page with the cursors and returns the ids in order. */
  const walk = async (m: TestMember, path: string, query: Record<string, unknown>, id = (i: { id: string }) => i.id) =>
    (await t.walk(m.token, path, id, query)).ids;

  describe('GET /v1/search/connections', () => {
    it('matches names, headline, company and job title; never the caller, a disabled or a blocked account', async () => {
      const k = tag();
      const viewer = await t.member({ firstName: 'Viewer', lastName: k });
      const byName = await t.member({ firstName: 'Ada', lastName: `Lovelace${k}` });
      const byCompany = await t.member();
      await setProfile(byCompany, { companyName: `Acme ${k.toUpperCase()} Ltd`, city: 'Lagos', showCity: false });
      const byTitle = await t.member();
      await setProfile(byTitle, { jobTitle: `Chief ${k}`, headline: 'Builder' });
      const disabled = await t.member({ lastName: k });
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { enabled: false } });
      const suspended = await t.member({ lastName: k });
      await t.prisma.user.update({ where: { id: suspended.user.id }, data: { blocked: true } });

      const { body } = await search(viewer, k.toUpperCase()).expect(200);
      expect(body.items.map((i: { id: string }) => i.id).sort()).toEqual(
        [byName.user.id, byCompany.user.id, byTitle.user.id].sort(),
      );
      const company = body.items.find((i: { id: string }) => i.id === byCompany.user.id);
      // A hidden city is never shown.
      expect(company).toMatchObject({ companyName: `Acme ${k.toUpperCase()} Ltd`, city: null });
      expect(body.items.find((i: { id: string }) => i.id === byTitle.user.id)).toMatchObject({
        jobTitle: `Chief ${k}`,
        headline: 'Builder',
      });
    });

    it('treats %, _ and \\ in the keyword as plain characters', async () => {
      const k = tag();
      const viewer = await t.member();
      const literal = await t.member();
      await setProfile(literal, { companyName: `${k}100%_off` });
      const other = await t.member();
      await setProfile(other, { companyName: `${k}100xyoff` });
      expect(await searchIds(viewer, `${k}100%_`)).toEqual([literal.user.id]);
      expect(await searchIds(viewer, `${k}100\\`)).toEqual([]);
    });

    it("carries each member's connection state for the viewer, computed with the page", async () => {
      const k = tag();
      const viewer = await t.member();
      const [connected, asked, asking, none] = await Promise.all([1, 2, 3, 4].map(() => t.member({ lastName: k })));
      await connect(viewer, connected!);
      const sentId = await requestOk(viewer, asked!);
      const receivedId = await requestOk(asking!, viewer);
      const { body } = await search(viewer, k).expect(200);
      const state = (m: TestMember) => body.items.find((i: { id: string }) => i.id === m.user.id).connection;
      expect(state(connected!)).toMatchObject({ isConnection: true, isRequesting: false, isPending: false, requestId: null });
      expect(state(asked!)).toMatchObject({ isConnection: false, isRequesting: true, isPending: false, requestId: sentId });
      expect(state(asking!)).toMatchObject({ isConnection: false, isRequesting: false, isPending: true, requestId: receivedId });
      expect(state(none!)).toEqual(NO_RELATIONSHIP);
    });

    it('pages by keyset: every member exactly once, in updated_at order, both directions; page numbers fall back to offsets', async () => {
      const k = tag();
      const viewer = await t.member();
      const members: TestMember[] = [];
      for (let i = 0; i < 7; i++) members.push(await t.member({ lastName: k }));
      // Two members share one updated_at: the id breaks the tie.
      const same = new Date('2026-01-01T00:00:00.000Z');
      await t.prisma.user.updateMany({
        where: { id: { in: [members[2]!.user.id, members[3]!.user.id] } },
        data: { updatedAt: same },
      });
      const expected = await t.prisma.user.findMany({
        where: { id: { in: members.map((m) => m.user.id) } },
        orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
        select: { id: true },
      });
      const asc = await walk(viewer, '/v1/search/connections', { keyword: k, pageSize: 3 });
      expect(asc).toEqual(expected.map((u) => u.id));
      const desc = await walk(viewer, '/v1/search/connections', { keyword: k, pageSize: 2, dir: 'desc' });
      expect(desc).toEqual(expected.map((u) => u.id).reverse());
      const page2 = await search(viewer, k, { pageSize: 3, page: 2 }).expect(200);
      expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual(asc.slice(3, 6));
    });

    it('refuses bad queries (400) and no token (401)', async () => {
      const viewer = await t.member();
      for (const [query, message] of [
        [{ pageSize: 0 }, 'pageSize: must be at least 1'],
        [{ pageSize: 51 }, 'pageSize: must be at most 50'],
        [{ dir: 'sideways' }, 'dir: must be asc or desc'],
        [{ sort: 'name' }, 'sort: must be updated_at'],
        [{ page: 'x' }, 'page: must be a number'],
        [{ keyword: 'x'.repeat(101) }, 'keyword: must be at most 100 characters'],
        [{ cursor: 'not-a-cursor' }, `cursor: ${ConnectionsText.invalidCursor}`],
        [{ cursor: Buffer.from('["yesterday","x"]').toString('base64url') }, `cursor: ${ConnectionsText.invalidCursor}`],
      ] as const) {
        const { body } = await t.http.get('/v1/search/connections').query(query).set(as(viewer)).expect(400);
        expect(body.httpMessage).toBe(message);
      }
      await t.http.get('/v1/search/connections').expect(401);
    });
  });

  describe('GET /v1/search/connections/community/:communityId and GET /v1/user/:id/communities', () => {
    const community = (type: PartnerType = PartnerType.Community) =>
      t.prisma.partner.create({ data: { name: `Community ${tag()}`, type } });
    const follow = (m: TestMember, partnerId: string) =>
      t.prisma.partnerFollower.create({ data: { partnerId, userId: m.user.id } });
    const searchIn = (m: TestMember, communityId: string, query: Record<string, unknown> = {}) =>
      t.http.get(`/v1/search/connections/community/${communityId}`).query(query).set(as(m));

    it("finds only the community's followers and its own people, with the same filters and connection state as search", async () => {
      const k = tag();
      const [builders, other] = [await community(), await community()];
      const viewer = await t.member({ lastName: k });
      await follow(viewer, builders.id);
      const follower = await t.member({ firstName: 'Follower', lastName: k });
      await follow(follower, builders.id);
      const staff = await t.member({ firstName: 'Staff', lastName: k });
      await t.prisma.user.update({ where: { id: staff.user.id }, data: { partnerId: builders.id } });
      const elsewhere = await t.member({ lastName: k });
      await follow(elsewhere, other.id);
      const outsider = await t.member({ lastName: k });
      const blocker = await t.member({ lastName: k });
      await follow(blocker, builders.id);
      await t.prisma.block.create({ data: { blockerId: blocker.user.id, blockedId: viewer.user.id } });
      await connect(viewer, follower);

      const { body } = await searchIn(viewer, builders.id, { keyword: k }).expect(200);
      expect(body.items.map((i: { id: string }) => i.id).sort()).toEqual([follower.user.id, staff.user.id].sort());
      expect(body.items.find((i: { id: string }) => i.id === follower.user.id).connection).toMatchObject({ isConnection: true });
      expect(body.items.find((i: { id: string }) => i.id === staff.user.id).connection).toEqual(NO_RELATIONSHIP);
      // Without a keyword: every member, in pages.
      expect(await walk(viewer, `/v1/search/connections/community/${builders.id}`, { pageSize: 1 })).toHaveLength(2);
      // The community search sees no one the general search would hide, and search itself is unchanged.
      expect((await searchIds(viewer, k)).sort()).toEqual(
        [follower.user.id, staff.user.id, elsewhere.user.id, outsider.user.id].sort(),
      );
    });

    it('lists the communities a member follows or works for, by name; never corporate partners', async () => {
      const me = await t.member();
      const [zeta, alpha, corporate] = [await community(), await community(), await community(PartnerType.Corporate)];
      await t.prisma.partner.update({ where: { id: zeta.id }, data: { name: `Zeta ${tag()}` } });
      await t.prisma.partner.update({ where: { id: alpha.id }, data: { name: `Alpha ${tag()}` } });
      await follow(me, zeta.id);
      await follow(me, corporate.id);
      await t.prisma.user.update({ where: { id: me.user.id }, data: { partnerId: alpha.id } });
      const { body } = await t.http.get(`/v1/user/${me.user.id}/communities`).set(as(me)).expect(200);
      expect(body.map((c: { id: string }) => c.id)).toEqual([alpha.id, zeta.id]);
      expect(body[0]).toEqual({ id: alpha.id, name: expect.stringMatching(/^Alpha /) });

      const other = await t.member();
      await t.http.get(`/v1/user/${me.user.id}/communities`).set(as(other)).expect(403);
      await t.http.get(`/v1/user/${me.user.id}/communities`).expect(401);
      expect((await t.http.get(`/v1/user/${other.user.id}/communities`).set(as(other)).expect(200)).body).toEqual([]);
    });

    it('refuses non-members (403), unknown communities and corporate partners (404), bad input (400), no token (401); admins may search', async () => {
      const [builders, corporate] = [await community(), await community(PartnerType.Corporate)];
      const outsider = await t.member();
      const { body: refused } = await searchIn(outsider, builders.id).expect(403);
      expect(refused.httpMessage).toBe(ConnectionsText.notCommunityMember);
      expect((await searchIn(outsider, NOBODY).expect(404)).body.httpMessage).toBe(ConnectionsText.communityNotFound);
      await follow(outsider, corporate.id);
      expect((await searchIn(outsider, corporate.id).expect(404)).body.httpMessage).toBe(ConnectionsText.communityNotFound);
      expect((await searchIn(outsider, 'nope').expect(400)).body.httpMessage).toBe('communityId: must be a valid id');
      await follow(outsider, builders.id);
      expect((await searchIn(outsider, builders.id, { pageSize: 51 }).expect(400)).body.httpMessage).toBe(
        'pageSize: must be at most 50',
      );
      await t.http.get(`/v1/search/connections/community/${builders.id}`).expect(401);

      const admin = await t.member();
      await t.prisma.user.update({ where: { id: admin.user.id }, data: { role: 'ADMIN' } });
      await searchIn(admin, builders.id).expect(200);
    });
  });

  describe('POST /v1/user/:id/connection-requests and the request lists', () => {
    it('sends a request that both sides see, and the addressee accepts it into a connection both ways', async () => {
      const a = await t.member();
      const b = await t.member();
      await setProfile(a, { city: 'Nairobi', showCity: false, jobTitle: 'Engineer' });
      const { body: sent } = await request(a, b.user.id).expect(200);
      expect(sent).toMatchObject({ isRequesting: true, isPending: false, isConnection: false });

      const out = await t.http.get(`/v1/user/${a.user.id}/connection-requests/sent`).set(as(a)).expect(200);
      expect(out.body).toEqual({
        items: [expect.objectContaining({ id: sent.requestId, member: expect.objectContaining({ id: b.user.id }) })],
        nextCursor: null,
      });
      const inbox = await t.http.get(`/v1/user/${b.user.id}/connection-requests/received`).set(as(b)).expect(200);
      expect(inbox.body.items).toEqual([
        {
          id: sent.requestId,
          createdAt: expect.any(String),
          member: expect.objectContaining({ id: a.user.id, jobTitle: 'Engineer', city: null }),
        },
      ]);

      const { body: accepted } = await t.http
        .put(`/v1/user/${b.user.id}/connection-requests/${sent.requestId}/accept`)
        .set(as(b))
        .expect(200);
      expect(accepted).toMatchObject({ isConnection: true, requestId: null });
      expect(await rowsBetween(a, b)).toEqual({ connections: 2, requests: 0, blocks: 0 });
      const ofA = await t.http.get(`/v1/user/${a.user.id}/connections`).set(as(a)).expect(200);
      expect(ofA.body.items.map((i: { id: string }) => i.id)).toEqual([b.user.id]);
      const ofB = await t.http.get(`/v1/user/${b.user.id}/connections`).set(as(b)).expect(200);
      expect(ofB.body.items).toEqual([expect.objectContaining({ id: a.user.id, city: null })]);
      expect((await t.http.get(`/v1/user/${b.user.id}/connection-requests/received`).set(as(b)).expect(200)).body.items).toEqual(
        [],
      );
    });

    it("accepts the other member's request when they already asked", async () => {
      const a = await t.member();
      const b = await t.member();
      await requestOk(a, b);
      const { body } = await request(b, a.user.id).expect(200);
      expect(body).toMatchObject({ isConnection: true });
      expect(await rowsBetween(a, b)).toEqual({ connections: 2, requests: 0, blocks: 0 });
    });

    it('refuses yourself (400), a bad id (400), unknown or disabled members (404), a connection or a repeat (409)', async () => {
      const a = await t.member();
      const b = await t.member();
      const disabled = await t.member();
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { enabled: false } });
      expect((await request(a, a.user.id).expect(400)).body.httpMessage).toBe(`userId: ${ConnectionsText.cannotConnectWithSelf}`);
      expect((await request(a, 'nope').expect(400)).body.httpMessage).toBe('userId: must be a valid id');
      expect((await request(a, NOBODY).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      expect((await request(a, disabled.user.id).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      await requestOk(a, b);
      expect((await request(a, b.user.id).expect(409)).body.httpMessage).toBe(ConnectionsText.alreadyRequested);
      await t.prisma.connectionRequest.deleteMany({ where: { requesterId: a.user.id } });
      await connect(a, b);
      expect((await request(a, b.user.id).expect(409)).body.httpMessage).toBe(ConnectionsText.alreadyConnected);
      expect(await rowsBetween(a, b)).toEqual({ connections: 2, requests: 0, blocks: 0 });
    });

    it("refuses another member's id in the path (403) and no token (401)", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.post(`/v1/user/${a.user.id}/connection-requests`).set(as(b)).send({ userId: b.user.id }).expect(403);
      await t.http.post(`/v1/user/${a.user.id}/connection-requests`).send({ userId: b.user.id }).expect(401);
      for (const path of ['connections', 'connection-requests/received', 'connection-requests/sent', 'blocks', 'suggestions']) {
        await t.http.get(`/v1/user/${a.user.id}/${path}`).set(as(b)).expect(403);
        await t.http.get(`/v1/user/${a.user.id}/${path}`).expect(401);
      }
      await t.http.get(`/v1/partner-followers/follower/${a.user.id}`).set(as(b)).expect(403);
      await t.http.get(`/v1/partner-followers/follower/${a.user.id}`).expect(401);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
    });

    it('lists refuse bad paging (400)', async () => {
      const a = await t.member();
      for (const path of ['connections', 'connection-requests/received', 'connection-requests/sent', 'blocks']) {
        await t.http.get(`/v1/user/${a.user.id}/${path}`).query({ dir: 'up' }).set(as(a)).expect(400);
        await t.http.get(`/v1/user/${a.user.id}/${path}`).query({ cursor: 'zzz' }).set(as(a)).expect(400);
      }
      await t.http.get(`/v1/partner-followers/follower/${a.user.id}`).query({ pageSize: 500 }).set(as(a)).expect(400);
    });
  });

  describe('answering a request: accept, decline, withdraw', () => {
    const answer = (who: TestMember, verb: 'accept' | 'decline' | 'withdraw', requestId: string) =>
      verb === 'withdraw'
        ? t.http.delete(`/v1/user/${who.user.id}/connection-requests/${requestId}`).set(as(who))
        : t.http.put(`/v1/user/${who.user.id}/connection-requests/${requestId}/${verb}`).set(as(who));

    it('only the addressee accepts or declines (403 for the requester, 404 for anyone else); a bad id is 400', async () => {
      const a = await t.member();
      const b = await t.member();
      const c = await t.member();
      const id = await requestOk(a, b);
      expect((await answer(a, 'accept', id).expect(403)).body.httpMessage).toBe(ConnectionsText.cannotAnswerOwnRequest);
      await answer(a, 'decline', id).expect(403);
      await answer(c, 'accept', id).expect(404);
      await answer(c, 'decline', id).expect(404);
      await answer(b, 'accept', 'nope').expect(400);
      await answer(b, 'decline', 'nope').expect(400);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${id}/accept`).set(as(a)).expect(403);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${id}/accept`).expect(401);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${id}/decline`).set(as(a)).expect(403);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${id}/decline`).expect(401);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 1, blocks: 0 });
      expect((await answer(b, 'decline', id).expect(200)).body.message).toBe(ConnectionsText.requestDeclined);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
      expect((await answer(b, 'decline', id).expect(404)).body.httpMessage).toBe(ConnectionsText.requestNotFound);
      await answer(b, 'accept', id).expect(404);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
    });

    it('only the requester withdraws, only while pending', async () => {
      const a = await t.member();
      const b = await t.member();
      const id = await requestOk(a, b);
      expect((await answer(b, 'withdraw', id).expect(403)).body.httpMessage).toBe(ConnectionsText.onlyRequesterWithdraws);
      await answer(a, 'withdraw', 'nope').expect(400);
      await t.http.delete(`/v1/user/${a.user.id}/connection-requests/${id}`).set(as(b)).expect(403);
      await t.http.delete(`/v1/user/${a.user.id}/connection-requests/${id}`).expect(401);
      expect((await answer(a, 'withdraw', id).expect(200)).body.message).toBe(ConnectionsText.requestWithdrawn);
      await answer(a, 'withdraw', id).expect(404);
      const again = await requestOk(a, b);
      await answer(b, 'accept', again).expect(200);
      await answer(a, 'withdraw', again).expect(404);
      expect(await rowsBetween(a, b)).toEqual({ connections: 2, requests: 0, blocks: 0 });
    });

    it('accept and withdraw at once: exactly one wins, and the rows agree with it (30 rounds)', async () => {
      const a = await t.member();
      const b = await t.member();
      const outcomes = { accepted: 0, withdrawn: 0 };
      for (let round = 0; round < 30; round++) {
        const id = await requestOk(a, b);
        const [accept, withdraw] = await Promise.all([answer(b, 'accept', id), answer(a, 'withdraw', id)]);
        expect([accept.status, withdraw.status].sort()).toEqual([200, 404]);
        const rows = await rowsBetween(a, b);
        if (accept.status === 200) {
          outcomes.accepted++;
          expect(rows).toEqual({ connections: 2, requests: 0, blocks: 0 });
        } else {
          outcomes.withdrawn++;
          expect(rows).toEqual({ connections: 0, requests: 0, blocks: 0 });
        }
        await t.prisma.connection.deleteMany({ where: { userId: { in: [a.user.id, b.user.id] } } });
      }
      expect(outcomes.accepted + outcomes.withdrawn).toBe(30);
    });

    it('two members asking each other at once end as one connection (30 rounds)', async () => {
      const a = await t.member();
      const b = await t.member();
      for (let round = 0; round < 30; round++) {
        const [ab, ba] = await Promise.all([request(a, b.user.id), request(b, a.user.id)]);
        expect([ab.status, ba.status]).toEqual([200, 200]);
        expect([ab.body.isConnection, ba.body.isConnection].sort()).toEqual([false, true]);
        expect(await rowsBetween(a, b)).toEqual({ connections: 2, requests: 0, blocks: 0 });
        await t.prisma.connection.deleteMany({ where: { userId: { in: [a.user.id, b.user.id] } } });
      }
    });

    it('block racing an accept never leaves a connection beside a block (20 rounds)', async () => {
      const a = await t.member();
      const b = await t.member();
      for (let round = 0; round < 20; round++) {
        const id = await requestOk(a, b);
        const [accept, block] = await Promise.all([
          answer(b, 'accept', id),
          t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(a)),
        ]);
        expect(block.status).toBe(200);
        expect([200, 404]).toContain(accept.status);
        expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 1 });
        await t.prisma.block.deleteMany({ where: { blockerId: a.user.id } });
      }
    });
  });

  describe('DELETE /v1/user/:id/connections/:otherId', () => {
    it('ends the connection both ways; 404 when not connected, 400 bad id, 403, 401', async () => {
      const a = await t.member();
      const b = await t.member();
      await connect(a, b);
      await t.http.delete(`/v1/user/${a.user.id}/connections/nope`).set(as(a)).expect(400);
      await t.http.delete(`/v1/user/${a.user.id}/connections/${b.user.id}`).set(as(b)).expect(403);
      await t.http.delete(`/v1/user/${a.user.id}/connections/${b.user.id}`).expect(401);
      expect((await t.http.delete(`/v1/user/${a.user.id}/connections/${b.user.id}`).set(as(a)).expect(200)).body.message).toBe(
        ConnectionsText.connectionRemoved,
      );
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
      expect(
        (await t.http.delete(`/v1/user/${b.user.id}/connections/${a.user.id}`).set(as(b)).expect(404)).body.httpMessage,
      ).toBe(ConnectionsText.notConnected);
    });
  });

  describe('blocking', () => {
    const block = (who: TestMember, other: string) => t.http.put(`/v1/user/${who.user.id}/blocks/${other}`).set(as(who));
    const unblock = (who: TestMember, other: string) => t.http.delete(`/v1/user/${who.user.id}/blocks/${other}`).set(as(who));

    it('ends a connection and any request both ways, and hides each from the other in search; unblock restores search', async () => {
      const k = tag();
      const a = await t.member({ lastName: `${k}a` });
      const b = await t.member({ lastName: `${k}b` });
      await connect(a, b);
      await t.prisma.connectionRequest.create({
        data: { requesterId: b.user.id, addresseeId: a.user.id, pairKey: pairKey(a.user.id, b.user.id) },
      });
      expect(await searchIds(b, `${k}a`)).toEqual([a.user.id]);

      expect((await block(a, b.user.id).expect(200)).body.message).toBe(ConnectionsText.memberBlocked);
      await block(a, b.user.id).expect(200); // blocking twice changes nothing
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 1 });
      expect(await searchIds(b, `${k}a`)).toEqual([]);
      expect(await searchIds(a, `${k}b`)).toEqual([]);
      expect(await searchIds(b, k)).toEqual([]);

      const blocked = await t.http.get(`/v1/user/${a.user.id}/blocks`).set(as(a)).expect(200);
      expect(blocked.body).toEqual({ items: [expect.objectContaining({ id: b.user.id })], nextCursor: null });
      expect((await t.http.get(`/v1/user/${b.user.id}/blocks`).set(as(b)).expect(200)).body.items).toEqual([]);
      for (const m of [a, b]) {
        expect((await t.http.get(`/v1/user/${m.user.id}/connections`).set(as(m)).expect(200)).body.items).toEqual([]);
        expect(
          (await t.http.get(`/v1/user/${m.user.id}/connection-requests/received`).set(as(m)).expect(200)).body.items,
        ).toEqual([]);
        expect((await t.http.get(`/v1/user/${m.user.id}/connection-requests/sent`).set(as(m)).expect(200)).body.items).toEqual(
          [],
        );
      }

      expect((await unblock(a, b.user.id).expect(200)).body.message).toBe(ConnectionsText.memberUnblocked);
      expect(await searchIds(b, `${k}a`)).toEqual([a.user.id]);
      expect(await searchIds(a, `${k}b`)).toEqual([b.user.id]);
      expect((await unblock(a, b.user.id).expect(404)).body.httpMessage).toBe(ConnectionsText.notBlocked);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
    });

    it('stops requests both ways: the blocked member sees no one (404), the blocker must unblock first (409)', async () => {
      const a = await t.member();
      const b = await t.member();
      await block(a, b.user.id).expect(200);
      expect((await request(b, a.user.id).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      expect((await request(a, b.user.id).expect(409)).body.httpMessage).toBe(ConnectionsText.unblockFirst);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 1 });
      // B may block A as well; each unblock lifts only its own.
      await block(b, a.user.id).expect(200);
      await unblock(a, b.user.id).expect(200);
      await request(a, b.user.id).expect(404);
      await unblock(b, a.user.id).expect(200);
      await request(a, b.user.id).expect(200);
    });

    it('refuses yourself (400), a bad id (400), an unknown member (404), another member (403), no token (401)', async () => {
      const a = await t.member();
      const b = await t.member();
      expect((await block(a, a.user.id).expect(400)).body.httpMessage).toBe(`otherId: ${ConnectionsText.cannotBlockSelf}`);
      await block(a, 'nope').expect(400);
      await unblock(a, 'nope').expect(400);
      expect((await block(a, NOBODY).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(b)).expect(403);
      await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).expect(401);
      await t.http.delete(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(b)).expect(403);
      await t.http.delete(`/v1/user/${a.user.id}/blocks/${b.user.id}`).expect(401);
      expect(await rowsBetween(a, b)).toEqual({ connections: 0, requests: 0, blocks: 0 });
    });
  });

  describe('GET /v1/user/:id/suggestions', () => {
    it('suggests by mutual connections, company, industry and shown city, with reasons, and leaves out everyone it must', async () => {
      const k = tag();
      const company = `Acme ${k}`;
      const industry = `Fintech ${k}`;
      const city = `Lagos ${k}`;
      const viewer = await t.member();
      await setProfile(viewer, { companyName: company, industry, city });
      const make = async (profile: Record<string, unknown> = {}) => {
        const m = await t.member();
        await setProfile(m, profile);
        return m;
      };
      // Independent members are made at once: sign-ups hash passwords, and this test needs many.
      const [
        friend1,
        friend2,
        friend3,
        mutual,
        everything,
        sameIndustry,
        sameCity,
        hiddenCity,
        optedOut,
        blocker,
        blockedByViewer,
        disabled,
        suspended,
      ] = await Promise.all([
        make(),
        make(),
        make(),
        make(),
        make({ companyName: company, industry, city }),
        make({ industry }),
        make({ city }),
        make({ city, showCity: false }),
        make({ companyName: company, hiddenFromSuggestions: true }),
        make({ companyName: company }),
        make({ companyName: company }),
        make({ companyName: company }),
        make({ companyName: company }),
      ]);
      await connect(viewer, friend1);
      await connect(viewer, friend2);
      await connect(viewer, friend3);
      await connect(mutual, friend1);
      await connect(mutual, friend2);
      await connect(mutual, friend3);
      await t.prisma.block.create({ data: { blockerId: blocker.user.id, blockedId: viewer.user.id } });
      await t.prisma.block.create({ data: { blockerId: viewer.user.id, blockedId: blockedByViewer.user.id } });
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { enabled: false } });
      await t.prisma.user.update({ where: { id: suspended.user.id }, data: { blocked: true } });
      const [asked, asking, connected] = await Promise.all([
        make({ companyName: company }),
        make({ companyName: company }),
        make({ companyName: company }),
      ]);
      await requestOk(viewer, asked);
      await requestOk(asking, viewer);
      await connect(viewer, connected);

      const { body } = await t.http.get(`/v1/user/${viewer.user.id}/suggestions`).set(as(viewer)).expect(200);
      const byId = new Map(body.map((s: { id: string }) => [s.id, s]));
      const texts = (m: TestMember) => (byId.get(m.user.id) as { reasons: { text: string }[] }).reasons.map((r) => r.text);
      expect(byId.get(mutual.user.id)).toMatchObject({ mutualConnections: 3 });
      expect(texts(mutual)).toEqual([ConnectionsText.mutualConnections(3)]);
      expect(texts(mutual)).toEqual(['3 mutual connections']);
      expect(texts(everything)).toEqual([`Also at ${company}`, `Also in ${industry}`, `Also in ${city}`]);
      expect(byId.get(everything.user.id)).toMatchObject({ mutualConnections: 0, companyName: company, city });
      expect(texts(sameIndustry)).toEqual([`Also in ${industry}`]);
      expect(texts(sameCity)).toEqual([`Also in ${city}`]);
      for (const absent of [
        viewer,
        friend1,
        friend2,
        friend3,
        hiddenCity,
        optedOut,
        blocker,
        blockedByViewer,
        disabled,
        suspended,
        asked,
        asking,
        connected,
      ]) {
        expect(byId.has(absent.user.id)).toBe(false);
      }
      // Strongest first: 3 mutual connections, then company + industry + city.
      expect(body[0].id).toBe(mutual.user.id);
      expect(body[1].id).toBe(everything.user.id);
      expect(body.length).toBeLessThanOrEqual(20);
    }, 90_000);

    it('does not match on the viewer city when the viewer hides it, and a blocked member never sees the blocker', async () => {
      const k = tag();
      const viewer = await t.member();
      await setProfile(viewer, { city: `Accra ${k}`, showCity: false, companyName: `Co ${k}` });
      const sameCity = await t.member();
      await setProfile(sameCity, { city: `Accra ${k}` });
      const colleague = await t.member();
      await setProfile(colleague, { companyName: `Co ${k}` });
      const ids = async (m: TestMember) =>
        ((await t.http.get(`/v1/user/${m.user.id}/suggestions`).set(as(m)).expect(200)).body as { id: string }[]).map(
          (s) => s.id,
        );
      expect(await ids(viewer)).toEqual([colleague.user.id]);
      expect(await ids(colleague)).toEqual([viewer.user.id]);
      await t.http.put(`/v1/user/${viewer.user.id}/blocks/${colleague.user.id}`).set(as(viewer)).expect(200);
      expect(await ids(colleague)).toEqual([]);
      expect(await ids(viewer)).toEqual([]);
    });
  });

  describe("both members' open apps hear of every change ('connection updated')", () => {
    type Heard = { otherId: string; change: ConnectionChange };
    /** A socket of the member, and the next event it hears (in order). */
    const listen = async (m: TestMember) => {
      const socket: Socket<ServerToClientEvents> = io(t.url, {
        auth: { token: m.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const heard: Heard[] = [];
      const waiting: ((h: Heard) => void)[] = [];
      socket.on(SocketEvent.ConnectionUpdated, (payload) => {
        const next = waiting.shift();
        if (next) next(payload);
        else heard.push(payload);
      });
      await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
      const next = () => new Promise<Heard>((resolve) => (heard.length ? resolve(heard.shift()!) : waiting.push(resolve)));
      return { socket, next };
    };

    it('request, decline, withdraw, accept, remove, block and unblock, told to each side', async () => {
      const a = await t.member();
      const b = await t.member();
      const [ears, bears] = await Promise.all([listen(a), listen(b)]);
      const both = async (forA: ConnectionChange, forB: ConnectionChange = forA) => {
        expect(await ears.next()).toEqual({ otherId: b.user.id, change: forA });
        expect(await bears.next()).toEqual({ otherId: a.user.id, change: forB });
      };
      const first = await requestOk(a, b);
      await both(ConnectionChange.Requested);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${first}/decline`).set(as(b)).expect(200);
      await both(ConnectionChange.Declined);
      const second = await requestOk(a, b);
      await both(ConnectionChange.Requested);
      await t.http.delete(`/v1/user/${a.user.id}/connection-requests/${second}`).set(as(a)).expect(200);
      await both(ConnectionChange.Withdrawn);
      const third = await requestOk(a, b);
      await both(ConnectionChange.Requested);
      await t.http.put(`/v1/user/${b.user.id}/connection-requests/${third}/accept`).set(as(b)).expect(200);
      await both(ConnectionChange.Accepted);
      await t.http.delete(`/v1/user/${b.user.id}/connections/${a.user.id}`).set(as(b)).expect(200);
      await both(ConnectionChange.Removed);
      await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(a)).expect(200);
      // The blocked member hears only what they lost.
      await both(ConnectionChange.Blocked, ConnectionChange.Removed);
      await t.http.delete(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(a)).expect(200);
      expect(await ears.next()).toEqual({ otherId: b.user.id, change: ConnectionChange.Unblocked });
      // A request to someone who asked first connects the two: both hear 'accepted'.
      await requestOk(b, a);
      await both(ConnectionChange.Requested);
      await request(a, b.user.id).expect(200);
      await both(ConnectionChange.Accepted);
      ears.socket.disconnect();
      bears.socket.disconnect();
    });
  });

  describe('keyset lists', () => {
    it('connections, received and sent requests, blocks and followed companies return every row exactly once across pages', async () => {
      const me = await t.member();
      const others: TestMember[] = [];
      for (let i = 0; i < 5; i++) others.push(await t.member());
      const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i % 3));
      await t.prisma.connection.createMany({
        data: others.flatMap((o, i) => [
          { userId: me.user.id, connectedUserId: o.user.id, createdAt: at(i) },
          { userId: o.user.id, connectedUserId: me.user.id, createdAt: at(i) },
        ]),
      });
      const ids = others.map((o) => o.user.id).sort();
      const connections = await walk(me, `/v1/user/${me.user.id}/connections`, { pageSize: 2 });
      expect([...connections].sort()).toEqual(ids);
      expect(new Set(connections).size).toBe(5);
      const desc = await walk(me, `/v1/user/${me.user.id}/connections`, { pageSize: 2, dir: 'desc' });
      expect(desc).toEqual([...connections].reverse());

      await t.prisma.connection.deleteMany({ where: { OR: [{ userId: me.user.id }, { connectedUserId: me.user.id }] } });
      const ask = await t.member();
      const received: string[] = [];
      const sent: string[] = [];
      for (const o of others.slice(0, 3)) received.push(await requestOk(o, me));
      for (const o of others.slice(3)) sent.push(await requestOk(me, o));
      expect(await walk(me, `/v1/user/${me.user.id}/connection-requests/received`, { pageSize: 2 })).toEqual(received);
      expect(await walk(me, `/v1/user/${me.user.id}/connection-requests/sent`, { pageSize: 1 })).toEqual(sent);
      expect(ask).toBeDefined();

      for (const o of others) await t.http.put(`/v1/user/${me.user.id}/blocks/${o.user.id}`).set(as(me)).expect(200);
      const blocked = await walk(me, `/v1/user/${me.user.id}/blocks`, { pageSize: 2 });
      expect([...blocked].sort()).toEqual(ids);
      expect(new Set(blocked).size).toBe(5);

      const partners = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6].map((i) =>
          t.prisma.partner.create({ data: { name: `Partner ${i} ${tag()}`, type: PartnerType.Corporate } }),
        ),
      );
      await t.prisma.partnerFollower.createMany({
        data: partners.map((p, i) => ({ partnerId: p.id, userId: me.user.id, updatedAt: at(i) })),
      });
      const companies = await walk(me, `/v1/partner-followers/follower/${me.user.id}`, { pageSize: 3 });
      expect([...companies].sort()).toEqual(partners.map((p) => p.id).sort());
      const first = await t.http.get(`/v1/partner-followers/follower/${me.user.id}`).set(as(me)).expect(200);
      expect(first.body.items[0]).toEqual({
        id: expect.any(String),
        name: expect.stringMatching(/^Partner /),
        type: PartnerType.Corporate,
        logo: null,
        industry: null,
        followId: expect.any(String),
        followedAt: expect.any(String),
      });
    });
  });
});
