import { type AppBarUpdatePayload, ErrorCode, type Post, PostText, SocketEvent } from '@nexus/contracts';
import { partnerGroup, partnerOwner, partnerUser, platformAdmin } from '../../platform/testing/partners';
import { socketClients } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

/** Waits for a condition the job queue makes true (a notification row, a feed row), up to 10 s. */
async function eventually<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

describe('posts API', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const write = async (m: TestMember, body: object) =>
    (await t.http.post('/v1/post').set(as(m)).send(body).expect(200)).body as Post;

  describe('POST post', () => {
    it('writes a text post with mentions and hashtags, notifies the mentioned member and queues its fan-out', async () => {
      const [author, friend] = await Promise.all([t.member(), t.member()]);
      const company = await partnerOwner(t);
      const missing = '00000000-0000-4000-8000-000000000000';
      const content = `  Hello [Friend](${friend.user.id}:member), [Org](${company.partnerId}:partner) and [Nobody](${missing}:member) [#Launch](Launch) [#x](launch)  `;
      const post = await write(author, { content, visibility: 'public' });
      expect(post).toMatchObject({
        type: 'text',
        content: content.trim(),
        visibility: 'public',
        hashtags: ['launch'],
        isOwner: true,
        edited: false,
        reactions: [],
        poll: null,
        company: null,
        reason: null,
        author: { id: author.user.id },
      });
      const mentions = await t.prisma.postMention.findMany({ where: { postId: post.id } });
      expect(mentions.map((m) => m.userId ?? m.partnerId).sort()).toEqual([friend.user.id, company.partnerId].sort());
      const tags = await t.prisma.postHashtag.findMany({ where: { postId: post.id } });
      expect(tags).toEqual([{ tag: 'launch', postId: post.id, createdAt: new Date(post.createdAt) }]);
      const ping = await eventually(() =>
        t.prisma.notification.findFirst({ where: { userId: friend.user.id, postId: post.id, kind: 'mention' } }),
      );
      expect(ping.actorId).toBe(author.user.id);
      const [job] = await t.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${t.config.jobsSchema}.job WHERE name = 'feed-fanout' AND data->>'postId' = $1`,
        post.id,
      );
      expect(job!.n).toBe(1);
    });

    it('writes a poll that shows no counts until the reader votes', async () => {
      const author = await t.member();
      const post = await write(author, {
        content: 'Tabs or spaces?',
        poll: { options: ['Tabs', ' Spaces '], durationHours: 24 },
      });
      expect(post.type).toBe('poll');
      expect(post.poll).toMatchObject({ ended: false, votedOptionId: null, totalVotes: null });
      expect(post.poll!.options.map((o) => [o.text, o.voteCount])).toEqual([
        ['Tabs', null],
        ['Spaces', null],
      ]);
      expect(Date.parse(post.poll!.closesAt) - Date.parse(post.createdAt)).toBeGreaterThan(23 * 3_600_000);
    });

    it('posts as a company for its admin, and in a community or channel for their members', async () => {
      const company = await partnerOwner(t);
      const asCompany = await write(company, { content: 'News', companyId: company.partnerId });
      expect(asCompany.company).toMatchObject({ id: company.partnerId });

      const member = await t.member();
      await t.prisma.partnerFollower.create({ data: { partnerId: company.partnerId, userId: member.user.id } });
      const inCommunity = await write(member, { content: 'Hi all', communityId: company.partnerId });
      expect(inCommunity.community).toMatchObject({ id: company.partnerId });

      const channel = await t.prisma.channel.create({
        data: { communityId: company.partnerId, name: 'Builders', createdById: company.user.id },
      });
      await t.prisma.channelMember.create({ data: { channelId: channel.id, userId: member.user.id } });
      const inChannel = await write(member, { content: 'In the channel', channelId: channel.id });
      expect(inChannel).toMatchObject({ channel: { id: channel.id }, community: { id: company.partnerId } });
    });

    it('answers 400 naming the field', async () => {
      const [author, other] = await Promise.all([t.member(), t.member()]);
      const refused = async (body: object, field: string) => {
        const response = await t.http.post('/v1/post').set(as(author)).send(body).expect(400);
        expect(response.body.code).toBe(ErrorCode.ValidationFailed);
        expect(response.body.issues[0].field).toBe(field);
      };
      await refused({ content: '   ' }, 'content');
      await refused({ content: 'x', visibility: 'friends' }, 'visibility');
      await refused({ content: 'x', poll: { options: ['only one'], durationHours: 1 } }, 'poll.options');
      await refused({ content: 'x', mediaIds: ['not-an-id'] }, 'mediaIds.0');
      const draft = await t.prisma.postMedia.create({
        data: {
          uploaderId: other.user.id,
          kind: 'image',
          storageKey: 'k',
          contentType: 'image/png',
          fileName: 'a.png',
          bytes: 1,
        },
      });
      await refused({ content: 'x', mediaIds: [draft.id] }, 'mediaIds');
    });

    it('answers 401 without a token', async () => {
      await t.http.post('/v1/post').send({ content: 'x' }).expect(401);
    });

    it('answers 403 as a company one is not an admin of, in a community or channel one is not in; 404 for none', async () => {
      const [member, company] = await Promise.all([t.member(), partnerOwner(t)]);
      const channel = await t.prisma.channel.create({
        data: { communityId: company.partnerId, name: 'Closed', createdById: company.user.id },
      });
      const code = async (body: object, status: number) =>
        (
          await t.http
            .post('/v1/post')
            .set(as(member))
            .send({ content: 'x', ...body })
            .expect(status)
        ).body.code;
      expect(await code({ companyId: company.partnerId }, 403)).toBe(ErrorCode.NotCompanyAdmin);
      expect(await code({ communityId: company.partnerId }, 403)).toBe(ErrorCode.NotCommunityMember);
      expect(await code({ channelId: channel.id }, 403)).toBe(ErrorCode.NotChannelMember);
      expect(await code({ channelId: '00000000-0000-4000-8000-000000000000' }, 404)).toBe(ErrorCode.NotFound);
    });
  });

  describe('GET post/:id', () => {
    it('reads a post the reader may see; 403 for a connections-only post to a stranger or across a block; 404 for none', async () => {
      const [author, friend, stranger, blocked] = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
      await t.connect(author.user.id, friend.user.id);
      const post = await write(author, { content: 'Just for my network', visibility: 'connections' });
      const open = await write(author, { content: 'For everyone' });
      await t.prisma.block.create({ data: { blockerId: blocked.user.id, blockedId: author.user.id } });

      const read = await t.http.get(`/v1/post/${post.id}`).set(as(friend)).expect(200);
      expect(read.body).toMatchObject({ id: post.id, isOwner: false });
      const hidden = await t.http.get(`/v1/post/${post.id}`).set(as(stranger)).expect(403);
      expect(hidden.body).toMatchObject({ code: ErrorCode.PostNotVisible, httpMessage: PostText.postNotVisible });
      expect((await t.http.get(`/v1/post/${open.id}`).set(as(blocked)).expect(403)).body.code).toBe(ErrorCode.PostNotVisible);
      await t.http.get('/v1/post/00000000-0000-4000-8000-000000000000').set(as(friend)).expect(404);
      expect((await t.http.get('/v1/post/nope').set(as(friend)).expect(400)).body.issues[0].field).toBe('id');
      await t.http.get(`/v1/post/${post.id}`).expect(401);
    });

    it('shows a community post to its members only', async () => {
      const [community, stranger] = await Promise.all([partnerOwner(t), t.member()]);
      const post = await write(community, { content: 'Members only', communityId: community.partnerId });
      await t.http.get(`/v1/post/${post.id}`).set(as(stranger)).expect(403);
      await t.prisma.partnerFollower.create({ data: { partnerId: community.partnerId, userId: stranger.user.id } });
      await t.http.get(`/v1/post/${post.id}`).set(as(stranger)).expect(200);
    });
  });

  describe('PUT and DELETE post/:id', () => {
    it('lets the author edit (marked edited, hashtags and mentions parsed again); 403 for another member; 404 for none', async () => {
      const [author, other, mentioned] = await Promise.all([t.member(), t.member(), t.member()]);
      const post = await write(author, { content: 'First [#one](one)' });
      const edited = await t.http
        .put(`/v1/post/${post.id}`)
        .set(as(author))
        .send({ content: `Second [#two](two) [M](${mentioned.user.id}:member)`, visibility: 'connections' })
        .expect(200);
      expect(edited.body).toMatchObject({ edited: true, hashtags: ['two'], visibility: 'connections' });
      expect(await t.prisma.postMention.count({ where: { postId: post.id, userId: mentioned.user.id } })).toBe(1);
      const refused = await t.http.put(`/v1/post/${post.id}`).set(as(other)).send({ content: 'mine now' }).expect(403);
      expect(refused.body.code).toBe(ErrorCode.NotPostOwner);
      expect(
        (
          await t.http
            .put(`/v1/post/${post.id}`)
            .set(as(author))
            .send({ content: 'x'.repeat(3001) })
            .expect(400)
        ).body.issues[0].field,
      ).toBe('content');
      await t.http.put('/v1/post/00000000-0000-4000-8000-000000000000').set(as(author)).send({ content: 'x' }).expect(404);
      await t.http.put(`/v1/post/${post.id}`).send({ content: 'x' }).expect(401);
    });

    it("lets a company's admin edit its posts, and the author, the company's admin or a platform admin delete", async () => {
      const company = await partnerOwner(t);
      const [other, admin] = await Promise.all([t.member(), platformAdmin(t)]);
      const post = await write(company, { content: 'Company news', companyId: company.partnerId });
      const colleague = await partnerUser(t, company.partnerId);
      await t.http.put(`/v1/post/${post.id}`).set(as(colleague)).send({ content: 'Edited news' }).expect(403);
      await partnerGroup(t, company.partnerId, { functions: ['EDIT_COMPANY_PAGE'], members: [colleague.user.id] });
      const edited = await t.http.put(`/v1/post/${post.id}`).set(as(colleague)).send({ content: 'Edited news' }).expect(200);
      expect(edited.body).toMatchObject({ content: 'Edited news', edited: true, isOwner: true, author: { id: company.user.id } });
      await t.http.delete(`/v1/post/${post.id}`).set(as(other)).expect(403);
      await t.http.delete(`/v1/post/${post.id}`).set(as(admin)).expect(200);
      await t.http.get(`/v1/post/${post.id}`).set(as(company)).expect(404);
      await t.http.delete(`/v1/post/${post.id}`).set(as(admin)).expect(404);
      const own = await write(other, { content: 'Mine' });
      await t.http.delete(`/v1/post/${own.id}`).set(as(other)).expect(200);
      await t.http.delete(`/v1/post/${own.id}`).expect(401);
    });
  });

  describe('PUT post/:id/vote', () => {
    it('takes one vote per member while the poll is open, then shows the counts', async () => {
      const [author, voter, stranger] = await Promise.all([t.member(), t.member(), t.member()]);
      const post = await write(author, { content: 'Pick', poll: { options: ['A', 'B'], durationHours: 1 } });
      const other = await write(author, { content: 'Other', poll: { options: ['C', 'D'], durationHours: 1 } });
      const [a, b] = post.poll!.options;

      const voted = await t.http.put(`/v1/post/${post.id}/vote`).set(as(voter)).send({ optionId: b!.id }).expect(200);
      expect(voted.body.poll).toMatchObject({ votedOptionId: b!.id, totalVotes: 1 });
      expect(voted.body.poll.options.map((o: { voteCount: number }) => o.voteCount)).toEqual([0, 1]);
      const again = await t.http.put(`/v1/post/${post.id}/vote`).set(as(voter)).send({ optionId: a!.id }).expect(409);
      expect(again.body.code).toBe(ErrorCode.AlreadyVoted);
      const wrong = await t.http
        .put(`/v1/post/${post.id}/vote`)
        .set(as(stranger))
        .send({ optionId: other.poll!.options[0]!.id })
        .expect(400);
      expect(wrong.body.issues[0].field).toBe('optionId');
      expect((await t.http.put(`/v1/post/${post.id}/vote`).set(as(stranger)).send({}).expect(400)).body.issues[0].field).toBe(
        'optionId',
      );

      await t.prisma.post.update({ where: { id: post.id }, data: { pollClosesAt: new Date(Date.now() - 1000) } });
      const closed = await t.http.put(`/v1/post/${post.id}/vote`).set(as(stranger)).send({ optionId: a!.id }).expect(409);
      expect(closed.body).toMatchObject({ code: ErrorCode.PollClosed, httpMessage: PostText.pollClosed });
      const ended = await t.http.get(`/v1/post/${post.id}`).set(as(stranger)).expect(200);
      expect(ended.body.poll).toMatchObject({ ended: true, votedOptionId: null, totalVotes: 1 });
      await t.http.put(`/v1/post/${post.id}/vote`).send({ optionId: a!.id }).expect(401);
      await t.http.put('/v1/post/00000000-0000-4000-8000-000000000000/vote').set(as(voter)).send({ optionId: a!.id }).expect(404);
    });
  });

  describe('pinning', () => {
    it("pins one public post for everyone, tells every client ('app bar update'), and unpins", async () => {
      const [admin, author, reader] = await Promise.all([platformAdmin(t), t.member(), t.member()]);
      const first = await write(author, { content: 'Pin me' });
      const second = await write(author, { content: 'No, me' });
      const closed = await write(author, { content: 'Private', visibility: 'connections' });
      const socket = await sockets.connect(reader.token);
      const heard: AppBarUpdatePayload[] = [];
      socket.on(SocketEvent.AppBarUpdate, (payload) => heard.push(payload));

      await t.http.put(`/v1/post/${first.id}/pin`).set(as(author)).expect(403);
      expect((await t.http.put(`/v1/post/${first.id}/pin`).set(as(admin)).expect(200)).body.pinned).toBe(true);
      await t.http.put(`/v1/post/${second.id}/pin`).set(as(admin)).expect(200);
      expect((await t.http.get('/v1/post/pinned').set(as(reader)).expect(200)).body.id).toBe(second.id);
      expect((await t.http.get(`/v1/post/${first.id}`).set(as(reader)).expect(200)).body.pinned).toBe(false);
      expect(await t.prisma.post.count({ where: { pinnedAt: { not: null } } })).toBe(1);
      expect((await t.http.put(`/v1/post/${closed.id}/pin`).set(as(admin)).expect(409)).body.code).toBe(ErrorCode.PinNotPublic);

      await t.http.delete(`/v1/post/${second.id}/pin`).set(as(admin)).expect(200);
      expect((await t.http.get('/v1/post/pinned').set(as(reader)).expect(200)).body).toBeNull();
      await eventually(async () => heard.length >= 3);
      expect(heard.map((h) => h.appBar.pinnedPostId)).toEqual([first.id, second.id, null]);
      expect(heard[1]!.pinnedPost).toMatchObject({ id: second.id, isOwner: false });
      await t.http.put('/v1/post/00000000-0000-4000-8000-000000000000/pin').set(as(admin)).expect(404);
      await t.http.put(`/v1/post/${first.id}/pin`).expect(401);
    });
    it('keeps one pinned post when two admins pin at the same moment', async () => {
      const [admin, author] = await Promise.all([platformAdmin(t), t.member()]);
      const posts = await Promise.all([1, 2, 3].map((n) => write(author, { content: `Race ${n}` })));
      await Promise.all(posts.map((p) => t.http.put(`/v1/post/${p.id}/pin`).set(as(admin)).expect(200)));
      expect(await t.prisma.post.count({ where: { pinnedAt: { not: null } } })).toBe(1);
    });
  });

  describe('suggestions', () => {
    it('suggests members matching the keyword, connections first and never across a block, then companies', async () => {
      const tag = `zq${Date.now().toString(36)}`;
      const me = await t.member();
      const [friend, stranger, blocked] = await Promise.all(
        ['Friend', 'Stranger', 'Blocked'].map(async (lastName) => {
          const person = await t.member();
          await t.prisma.user.update({ where: { id: person.user.id }, data: { firstName: tag, lastName } });
          return person;
        }),
      );
      await t.connect(me.user.id, friend!.user.id);
      await t.prisma.block.create({ data: { blockerId: blocked!.user.id, blockedId: me.user.id } });
      const company = await partnerOwner(t);
      await t.prisma.partner.update({ where: { id: company.partnerId }, data: { name: `${tag} Labs` } });

      const found = await t.http.get('/v1/post/suggestions/mentions').query({ keyword: tag }).set(as(me)).expect(200);
      expect(found.body.map((s: { id: string; kind: string }) => [s.id, s.kind])).toEqual([
        [friend!.user.id, 'member'],
        [stranger!.user.id, 'member'],
        [company.partnerId, 'partner'],
      ]);
      await t.http
        .get('/v1/post/suggestions/mentions')
        .query({ keyword: 'x'.repeat(51) })
        .set(as(me))
        .expect(400);
      await t.http.get('/v1/post/suggestions/mentions').expect(401);
    });

    it('suggests hashtags starting with the keyword, most used first', async () => {
      const me = await t.member();
      const tag = `h${Date.now().toString(36)}`;
      await write(me, { content: `[#a](${tag}a) [#b](${tag}b)` });
      await write(me, { content: `[#b](${tag}b)` });
      const found = await t.http
        .get('/v1/post/suggestions/hashtags')
        .query({ keyword: tag.toUpperCase() })
        .set(as(me))
        .expect(200);
      expect(found.body).toEqual([
        { tag: `${tag}b`, postCount: 2 },
        { tag: `${tag}a`, postCount: 1 },
      ]);
      expect((await t.http.get('/v1/post/suggestions/hashtags').set(as(me)).expect(200)).body).toEqual([]);
      await t.http.get('/v1/post/suggestions/hashtags').expect(401);
    });
  });
});
