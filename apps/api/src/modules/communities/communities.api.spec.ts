import { CommunitiesText, PAGE_SIZE, PartnerFunction, PartnerType } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { NO_SUCH_ID, partnerOwner, partnerUser } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('communities', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const join = (m: TestMember, id: string) => t.http.put(`/v1/communities/${id}/membership`).set(as(m));
  const createChannel = (m: TestMember, communityId: string, name = `Lounge ${randomUUID().slice(0, 6)}`) =>
    t.http.post(`/v1/communities/${communityId}/channels`).set(as(m)).send({ name, description: 'Talk' });

  describe('GET /v1/communities, PUT and DELETE /v1/communities/:id/membership', () => {
    it('lists and searches communities, joins (following) and leaves them', async () => {
      const owner = await partnerOwner(t);
      const community = await t.prisma.partner.findUniqueOrThrow({ where: { id: owner.partnerId } });
      const m = await t.member();

      const found = await t.http.get('/v1/communities').query({ keyword: community.name }).set(as(m)).expect(200);
      expect(found.body.items).toEqual([
        expect.objectContaining({ id: community.id, name: community.name, isMember: false, isOwn: false, memberCount: 1 }),
      ]);
      expect(found.body.nextCursor).toBeNull();
      const none = await t.http
        .get('/v1/communities')
        .query({ keyword: `zz%_${randomUUID()}` })
        .set(as(m))
        .expect(200);
      expect(none.body.items).toEqual([]);

      await t.http.get(`/v1/search/connections/community/${community.id}`).set(as(m)).expect(403);
      const joined = await join(m, community.id).expect(200);
      expect(joined.body).toMatchObject({ isMember: true, isOwn: false, isAdmin: false, memberCount: 2 });
      expect((await join(m, community.id).expect(200)).body.memberCount).toBe(2);
      expect(await t.prisma.partnerFollower.count({ where: { partnerId: community.id, userId: m.user.id } })).toBe(1);
      // §7's community search sees the new member, and the member may search it.
      const search = await t.http.get(`/v1/search/connections/community/${community.id}`).set(as(owner)).expect(200);
      expect(search.body.items.map((i: { id: string }) => i.id)).toContain(m.user.id);
      await t.http.get(`/v1/search/connections/community/${community.id}`).set(as(m)).expect(200);

      const left = await t.http.delete(`/v1/communities/${community.id}/membership`).set(as(m)).expect(200);
      expect(left.body).toMatchObject({ isMember: false, memberCount: 1 });
    });

    it('keeps its own account in (409), knows no other partner as a community (404), checks ids (400) and tokens (401)', async () => {
      const owner = await partnerOwner(t);
      const own = await t.http.get(`/v1/communities/${owner.partnerId}`).set(as(owner)).expect(200);
      expect(own.body).toMatchObject({ isMember: true, isOwn: true, isAdmin: true });
      const refused = await t.http.delete(`/v1/communities/${owner.partnerId}/membership`).set(as(owner)).expect(409);
      expect(refused.body.httpMessage).toBe(CommunitiesText.ownCommunity);

      const corporate = await t.prisma.partner.create({
        data: { name: `Co ${randomUUID().slice(0, 8)}`, type: PartnerType.Corporate, packageType: 'basic' },
      });
      const m = await t.member();
      const missing = await join(m, corporate.id).expect(404);
      expect(missing.body.httpMessage).toBe(CommunitiesText.communityNotFound);
      await join(m, NO_SUCH_ID).expect(404);
      const bad = await join(m, 'nope').expect(400);
      expect(bad.body.httpMessage).toMatch(/^id: /);
      await t.http.put(`/v1/communities/${owner.partnerId}/membership`).expect(401);
      const badKeyword = await t.http
        .get('/v1/communities')
        .query({ keyword: 'x'.repeat(101) })
        .set(as(m))
        .expect(400);
      expect(badKeyword.body.httpMessage).toMatch(/^keyword: /);
    });

    it('pages communities by cursor, newest first, with no repeats', async () => {
      const m = await t.member();
      const tag = randomUUID().slice(0, 6);
      for (let i = 0; i < PAGE_SIZE.communities + 2; i++) {
        await t.prisma.partner.create({ data: { name: `Paging ${tag} ${i}`, type: PartnerType.Community } });
      }
      const { ids, sizes } = await t.walk(m.token, `/v1/communities?keyword=Paging ${tag}`, (c) => c.name);
      expect(sizes).toEqual([PAGE_SIZE.communities, 2]);
      expect(new Set(ids).size).toBe(PAGE_SIZE.communities + 2);
      expect(ids[0]).toBe(`Paging ${tag} ${PAGE_SIZE.communities + 1}`);
    });
  });

  describe('lounges: GET /v1/communities/:id/channels', () => {
    it('lists the channels 5 to a page, oldest first, for members of the community only (403)', async () => {
      const owner = await partnerOwner(t);
      const names = [];
      for (let i = 0; i < PAGE_SIZE.lounges + 2; i++) {
        names.push((await createChannel(owner, owner.partnerId, `Lounge ${i}`).expect(200)).body.name);
      }
      const m = await t.member();
      await t.http.get(`/v1/communities/${owner.partnerId}/channels`).set(as(m)).expect(403);
      await join(m, owner.partnerId).expect(200);
      const { ids, sizes } = await t.walk(m.token, `/v1/communities/${owner.partnerId}/channels`, (c) => c.name);
      expect(sizes).toEqual([PAGE_SIZE.lounges, 2]);
      expect(ids).toEqual(names);
      const byNumber = await t.http
        .get(`/v1/communities/${owner.partnerId}/channels`)
        .query({ page: 2, pageSize: PAGE_SIZE.lounges })
        .set(as(m))
        .expect(200);
      expect(byNumber.body.items.map((c: { name: string }) => c.name)).toEqual(names.slice(PAGE_SIZE.lounges));
      const first = await t.http.get(`/v1/communities/${owner.partnerId}/channels`).set(as(m)).expect(200);
      expect(first.body.items[0]).toMatchObject({ isMember: false, isAdmin: false, memberCount: 1 });
      const community = await t.http.get(`/v1/communities/${owner.partnerId}`).set(as(m)).expect(200);
      expect(community.body.channelCount).toBe(PAGE_SIZE.lounges + 2);
      await t.http.get(`/v1/communities/${NO_SUCH_ID}/channels`).set(as(m)).expect(404);
      const badCursor = await t.http
        .get(`/v1/communities/${owner.partnerId}/channels`)
        .query({ cursor: 'garbage' })
        .set(as(m))
        .expect(400);
      expect(badCursor.body.httpMessage).toMatch(/^cursor: /);
    });
  });

  describe('channels', () => {
    async function setUp() {
      const owner = await partnerOwner(t);
      const channel = (await createChannel(owner, owner.partnerId).expect(200)).body as { id: string; name: string };
      const m = await t.member();
      await join(m, owner.partnerId).expect(200);
      return { owner, channel, m, communityId: owner.partnerId };
    }

    it('creates a channel (its creator its first admin), one name per community whatever the case (409)', async () => {
      const owner = await partnerOwner(t);
      const created = await createChannel(owner, owner.partnerId, 'General').expect(200);
      expect(created.body).toMatchObject({
        name: 'General',
        description: 'Talk',
        community: { id: owner.partnerId },
        memberCount: 1,
        isMember: true,
        isAdmin: true,
        notifications: true,
      });
      const taken = await createChannel(owner, owner.partnerId, 'general').expect(409);
      expect(taken.body.issues).toEqual([{ field: 'name', message: CommunitiesText.channelNameTaken }]);
      const other = await partnerOwner(t);
      await createChannel(other, other.partnerId, 'General').expect(200);

      const empty = await t.http.post(`/v1/communities/${owner.partnerId}/channels`).set(as(owner)).send({ name: ' ' });
      expect(empty.status).toBe(400);
      expect(empty.body.httpMessage).toMatch(/^name: /);
    });

    it('lets only a user of the community holding MANAGE_CHANNELS create one (403), in a community (404)', async () => {
      const owner = await partnerOwner(t);
      const colleague = await partnerUser(t, owner.partnerId);
      await createChannel(colleague, owner.partnerId).expect(403);
      const m = await t.member();
      await join(m, owner.partnerId).expect(200);
      await createChannel(m, owner.partnerId).expect(403);
      const restricted = await partnerOwner(t, [PartnerFunction.Dm]);
      await createChannel(restricted, restricted.partnerId).expect(403);
      const corporate = await partnerOwner(t);
      await t.prisma.partner.update({
        where: { id: corporate.partnerId },
        data: { type: PartnerType.Corporate, packageType: 'basic' },
      });
      await createChannel(corporate, corporate.partnerId).expect(404);
      await createChannel(m, NO_SUCH_ID).expect(404);
    });

    it('reads a channel for members of its community (403 for others, 404 for none), who may join and leave it', async () => {
      const { channel, m } = await setUp();
      const outsider = await t.member();
      const refused = await t.http.get(`/v1/channel/${channel.id}`).set(as(outsider)).expect(403);
      expect(refused.body.httpMessage).toBe(CommunitiesText.notCommunityMember);
      await t.http.put(`/v1/channel/${channel.id}/membership`).set(as(outsider)).expect(403);
      await t.http.get(`/v1/channel/${NO_SUCH_ID}`).set(as(m)).expect(404);

      expect((await t.http.get(`/v1/channel/${channel.id}`).set(as(m)).expect(200)).body).toMatchObject({
        isMember: false,
        isAdmin: false,
        notifications: false,
      });
      const joined = await t.http.put(`/v1/channel/${channel.id}/membership`).set(as(m)).expect(200);
      expect(joined.body).toMatchObject({ isMember: true, memberCount: 2, notifications: true });
      const off = await t.http.put(`/v1/channel/${channel.id}/notifications`).set(as(m)).send({ notifications: false });
      expect(off.status).toBe(200);
      expect(off.body.notifications).toBe(false);
      const bad = await t.http.put(`/v1/channel/${channel.id}/notifications`).set(as(m)).send({ notifications: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.httpMessage).toMatch(/^notifications: /);
      const left = await t.http.delete(`/v1/channel/${channel.id}/membership`).set(as(m)).expect(200);
      expect(left.body).toMatchObject({ isMember: false, memberCount: 1 });
      const notMember = await t.http
        .put(`/v1/channel/${channel.id}/notifications`)
        .set(as(m))
        .send({ notifications: true })
        .expect(403);
      expect(notMember.body.httpMessage).toBe(CommunitiesText.notChannelMember);
    });

    it('edits and deletes a channel for its admins only (403), irreversibly', async () => {
      const { owner, channel, m } = await setUp();
      const body = { name: 'Renamed', description: 'New words' };
      await t.http.put(`/v1/channel/${channel.id}`).set(as(m)).send(body).expect(403);
      await t.http.delete(`/v1/channel/${channel.id}`).set(as(m)).expect(403);
      const edited = await t.http.put(`/v1/channel/${channel.id}`).set(as(owner)).send(body).expect(200);
      expect(edited.body).toMatchObject(body);
      const other = (await createChannel(owner, owner.partnerId, 'Other').expect(200)).body as { id: string };
      const taken = await t.http.put(`/v1/channel/${other.id}`).set(as(owner)).send({ name: 'renamed' }).expect(409);
      expect(taken.body.issues[0].field).toBe('name');
      const long = await t.http
        .put(`/v1/channel/${channel.id}`)
        .set(as(owner))
        .send({ name: 'x'.repeat(61) });
      expect(long.status).toBe(400);
      expect(long.body.httpMessage).toMatch(/^name: /);

      await t.http.delete(`/v1/channel/${channel.id}`).set(as(owner)).expect(200);
      await t.http.get(`/v1/channel/${channel.id}`).set(as(owner)).expect(404);
      await t.http.delete(`/v1/channel/${channel.id}`).set(as(owner)).expect(404);
    });

    it('adds members of the community only (400 naming them), lists, makes admins and removes them', async () => {
      const { owner, channel, m } = await setUp();
      const outsider = await t.member();
      const refused = await t.http
        .post(`/v1/channel/${channel.id}/members`)
        .set(as(owner))
        .send({ userIds: [m.user.id, outsider.user.id] })
        .expect(400);
      expect(refused.body.issues).toEqual([
        { field: 'userIds.1', message: `${outsider.user.id} ${CommunitiesText.mustBeCommunityMembers}` },
      ]);
      const empty = await t.http.post(`/v1/channel/${channel.id}/members`).set(as(owner)).send({ userIds: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.httpMessage).toMatch(/^userIds: /);
      await t.http
        .post(`/v1/channel/${channel.id}/members`)
        .set(as(m))
        .send({ userIds: [m.user.id] })
        .expect(403);

      const added = await t.http
        .post(`/v1/channel/${channel.id}/members`)
        .set(as(owner))
        .send({ userIds: [m.user.id, m.user.id] })
        .expect(200);
      expect(added.body.memberCount).toBe(2);
      const members = await t.http.get(`/v1/channel/${channel.id}/members`).set(as(m)).expect(200);
      expect(members.body.items.map((i: { member: { id: string }; isAdmin: boolean }) => [i.member.id, i.isAdmin])).toEqual([
        [owner.user.id, true],
        [m.user.id, false],
      ]);
      await t.http.get(`/v1/channel/${channel.id}/members`).set(as(outsider)).expect(403);

      // Admin Settings: only an admin makes admins; a new admin may then change the channel.
      await t.http.put(`/v1/channel/${channel.id}/members/${m.user.id}`).set(as(m)).send({ isAdmin: true }).expect(403);
      const made = await t.http
        .put(`/v1/channel/${channel.id}/members/${m.user.id}`)
        .set(as(owner))
        .send({ isAdmin: true })
        .expect(200);
      expect(made.body).toMatchObject({ member: { id: m.user.id }, isAdmin: true });
      expect((await t.http.get(`/v1/channel/${channel.id}`).set(as(m)).expect(200)).body.isAdmin).toBe(true);
      await t.http.put(`/v1/channel/${channel.id}`).set(as(m)).send({ name: 'By the new admin' }).expect(200);
      await t.http
        .put(`/v1/channel/${channel.id}/members/${outsider.user.id}`)
        .set(as(owner))
        .send({ isAdmin: true })
        .expect(404);
      await t.http.put(`/v1/channel/${channel.id}/members/${m.user.id}`).set(as(owner)).send({ isAdmin: false }).expect(200);

      await t.http.delete(`/v1/channel/${channel.id}/members/${owner.user.id}`).set(as(m)).expect(403);
      await t.http.delete(`/v1/channel/${channel.id}/members/${m.user.id}`).set(as(owner)).expect(200);
      const gone = await t.http.delete(`/v1/channel/${channel.id}/members/${m.user.id}`).set(as(owner)).expect(404);
      expect(gone.body.httpMessage).toBe(CommunitiesText.memberNotFound);
      expect((await t.http.get(`/v1/channel/${channel.id}`).set(as(m)).expect(200)).body.memberCount).toBe(1);
    });

    it("lists the channel's posts, newest first in pages of 20, to its members only (403)", async () => {
      const { owner, channel, m, communityId } = await setUp();
      const write = (content: string) =>
        t.prisma.post.create({ data: { authorId: owner.user.id, content, communityId, channelId: channel.id } });
      for (let i = 0; i < PAGE_SIZE.feed + 1; i++) await write(`Post ${i}`);
      await t.prisma.post.create({ data: { authorId: owner.user.id, content: 'Elsewhere' } });

      const refused = await t.http.get(`/v1/channel/${channel.id}/posts`).set(as(m)).expect(403);
      expect(refused.body.httpMessage).toBe(CommunitiesText.notChannelMember);
      await t.http.put(`/v1/channel/${channel.id}/membership`).set(as(m)).expect(200);
      const { ids, sizes } = await t.walk(m.token, `/v1/channel/${channel.id}/posts`, (p) => p.content);
      expect(sizes).toEqual([PAGE_SIZE.feed, 1]);
      expect(ids[0]).toBe(`Post ${PAGE_SIZE.feed}`);
      expect(ids).not.toContain('Elsewhere');

      // A member writes in the channel with POST post; someone outside the channel cannot.
      const written = await t.http
        .post('/v1/post')
        .set(as(m))
        .send({ content: 'From a member', channelId: channel.id })
        .expect(200);
      const newest = await t.http.get(`/v1/channel/${channel.id}/posts`).set(as(m)).expect(200);
      expect(newest.body.items[0]).toMatchObject({ id: written.body.id, content: 'From a member' });
      const stranger = await t.member();
      await t.http.post('/v1/post').set(as(stranger)).send({ content: 'No', channelId: channel.id }).expect(403);
      const first = await t.http.get(`/v1/channel/${channel.id}/posts`).set(as(m)).expect(200);
      expect(first.body.items[0].channel).toEqual({ id: channel.id, name: channel.name });
      await t.http.get(`/v1/channel/${NO_SUCH_ID}/posts`).set(as(m)).expect(404);
    });

    it('takes a member who leaves the community out of its channels', async () => {
      const { owner, channel, m, communityId } = await setUp();
      await t.http
        .post(`/v1/channel/${channel.id}/members`)
        .set(as(owner))
        .send({ userIds: [m.user.id] })
        .expect(200);
      await t.http.delete(`/v1/communities/${communityId}/membership`).set(as(m)).expect(200);
      expect(await t.prisma.channelMember.count({ where: { channelId: channel.id, userId: m.user.id } })).toBe(0);
      await t.http.get(`/v1/channel/${channel.id}`).set(as(m)).expect(403);
    });
  });
});
