import { FEED_TIMELINE_CAP, type FeedPostCreatedPayload, PAGE_SIZE, PartnerType, type Post, SocketEvent } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { socketClients, until } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { TRIM_ONE_IN, trimSql } from './feed.sql';

describe('feed', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const partner = (type: PartnerType) =>
    t.prisma.partner.create({
      data: {
        name: `${type} ${randomUUID().slice(0, 8)}`,
        type,
        packageType: type === PartnerType.Corporate ? 'basic' : null,
      },
    });
  const follow = (userId: string, partnerId: string) =>
    t.prisma.partnerFollower.create({ data: { partnerId, userId, updatedAt: new Date() } });

  let clock = Date.now() - 24 * 3600_000;
  /** A post written as POST post writes it (the row, its hashtags), then its feed-fanout job, as that call queues it. */
  async function post(
    author: TestMember,
    data: {
      partnerId?: string;
      communityId?: string;
      channelId?: string;
      visibility?: 'public' | 'connections';
      tags?: string[];
      createdAt?: Date;
    } = {},
  ) {
    const createdAt = data.createdAt ?? new Date((clock += 1000));
    const row = await t.prisma.post.create({
      data: {
        authorId: author.user.id,
        partnerId: data.partnerId,
        communityId: data.communityId,
        channelId: data.channelId,
        visibility: data.visibility ?? 'public',
        content: `post ${randomUUID()}`,
        createdAt,
      },
    });
    if (data.tags?.length) {
      await t.prisma.postHashtag.createMany({ data: data.tags.map((tag) => ({ tag, postId: row.id, createdAt })) });
    }
    await t.app.get(JobsService).send('feed-fanout', { postId: row.id });
    return row;
  }

  /** Waits until the job has written the post into `member`'s timeline. */
  async function fannedOut(postId: string, userId: string) {
    for (let i = 0; i < 200; i++) {
      if (await t.prisma.feedItem.findUnique({ where: { userId_postId: { userId, postId } } })) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`post ${postId} never reached ${userId}`);
  }

  const feed = async (m: TestMember, cursor?: string) =>
    (
      await t.http
        .get('/v1/feed')
        .query(cursor ? { cursor } : {})
        .set(as(m))
        .expect(200)
    ).body as {
      items: Post[];
      nextCursor: string | null;
    };

  describe('the feed-fanout job', () => {
    it("puts a company post in its author's, the author's connections' and the company's followers' timelines, and tells the others live", async () => {
      const [author, connection, follower, both, stranger] = await Promise.all([
        t.member(),
        t.member(),
        t.member(),
        t.member(),
        t.member(),
      ]);
      const company = await partner(PartnerType.Corporate);
      await t.connect(author.user.id, connection.user.id);
      await t.connect(author.user.id, both.user.id);
      await follow(follower.user.id, company.id);
      await follow(both.user.id, company.id);
      const heard = new Map<string, FeedPostCreatedPayload[]>();
      for (const m of [author, connection, follower, stranger]) {
        const socket = await sockets.connect(m.token);
        heard.set(m.user.id, []);
        socket.on(SocketEvent.FeedPostCreated, (payload) => heard.get(m.user.id)!.push(payload));
      }

      const written = await post(author, { partnerId: company.id });
      // The author's own row is written with the post itself (a trigger), before any job ran.
      expect(await t.prisma.feedItem.findMany({ where: { postId: written.id } })).toContainEqual(
        expect.objectContaining({ userId: author.user.id, reason: 'own', reasonPartnerId: null }),
      );
      await fannedOut(written.id, follower.user.id);
      const rows = await t.prisma.feedItem.findMany({ where: { postId: written.id } });
      expect(Object.fromEntries(rows.map((r) => [r.userId, [r.reason, r.reasonPartnerId]]))).toEqual({
        [author.user.id]: ['own', null],
        [connection.user.id]: ['connection', null],
        [follower.user.id]: ['follow', company.id],
        // Both a connection and a follower: the stronger reason, the company.
        [both.user.id]: ['follow', company.id],
      });

      const event = { postId: written.id, authorId: author.user.id };
      await until(() => heard.get(connection.user.id)!.length > 0 && heard.get(follower.user.id)!.length > 0);
      expect(heard.get(connection.user.id)).toEqual([event]);
      expect(heard.get(follower.user.id)).toEqual([event]);
      expect(heard.get(author.user.id)).toEqual([]);
      expect(heard.get(stranger.user.id)).toEqual([]);

      const [first] = (await feed(follower)).items;
      expect(first).toMatchObject({
        id: written.id,
        reason: { kind: 'follow', partner: { id: company.id, name: company.name } },
      });
      expect((await feed(connection)).items[0]).toMatchObject({ id: written.id, reason: { kind: 'connection', partner: null } });
      expect((await feed(author)).items[0]).toMatchObject({ id: written.id, reason: { kind: 'own', partner: null } });
      expect((await feed(stranger)).items).toEqual([]);

      // Run again (a retry): no row twice, nobody told twice.
      await t.app.get(JobsService).send('feed-fanout', { postId: written.id });
      await post(author);
      await until(() => heard.get(connection.user.id)!.length > 1);
      expect(heard.get(connection.user.id)!.filter((e) => e.postId === written.id)).toHaveLength(1);
      expect(await t.prisma.feedItem.count({ where: { postId: written.id } })).toBe(4);
    });

    it("gives a community post to the community's members and a channel post to the channel's, not to connections", async () => {
      const [author, connection, follower, person, channelMember] = await Promise.all([
        t.member(),
        t.member(),
        t.member(),
        t.member(),
        t.member(),
      ]);
      const community = await partner(PartnerType.Community);
      await t.connect(author.user.id, connection.user.id);
      await follow(follower.user.id, community.id);
      await t.prisma.user.update({ where: { id: person.user.id }, data: { partnerId: community.id } });
      const channel = await t.prisma.channel.create({
        data: { communityId: community.id, name: `general ${randomUUID().slice(0, 6)}`, createdById: author.user.id },
      });
      await t.prisma.channelMember.createMany({
        data: [author, channelMember].map((m) => ({ channelId: channel.id, userId: m.user.id })),
      });
      await follow(author.user.id, community.id);
      const heard: FeedPostCreatedPayload[] = [];
      (await sockets.connect(channelMember.token)).on(SocketEvent.FeedPostCreated, (p) => heard.push(p));

      const inCommunity = await post(author, { communityId: community.id });
      const inChannel = await post(author, { communityId: community.id, channelId: channel.id });
      await fannedOut(inCommunity.id, person.user.id);
      await fannedOut(inChannel.id, channelMember.user.id);

      const reasons = async (postId: string) =>
        Object.fromEntries(
          (await t.prisma.feedItem.findMany({ where: { postId } })).map((r) => [r.userId, [r.reason, r.reasonPartnerId]]),
        );
      expect(await reasons(inCommunity.id)).toEqual({
        [author.user.id]: ['own', null],
        [follower.user.id]: ['community', community.id],
        [person.user.id]: ['community', community.id],
      });
      expect(await reasons(inChannel.id)).toEqual({
        [author.user.id]: ['own', null],
        [channelMember.user.id]: ['channel', community.id],
      });
      await until(() => heard.length > 0);
      expect(heard).toEqual([{ postId: inChannel.id, authorId: author.user.id }]);
      expect((await feed(follower)).items[0]).toMatchObject({
        id: inCommunity.id,
        reason: { kind: 'community', partner: { id: community.id, name: community.name } },
      });
      expect((await feed(connection)).items).toEqual([]);
    });
  });

  describe('the feed-fanout job across a block', () => {
    it('leaves out members blocked by the author or blocking them, whatever their reason', async () => {
      const [author, blocker, blocked, kept] = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
      const company = await partner(PartnerType.Corporate);
      for (const m of [blocker, blocked, kept]) await follow(m.user.id, company.id);
      await t.prisma.block.createMany({
        data: [
          { blockerId: blocker.user.id, blockedId: author.user.id },
          { blockerId: author.user.id, blockedId: blocked.user.id },
        ],
      });
      const written = await post(author, { partnerId: company.id });
      await fannedOut(written.id, kept.user.id);
      const rows = await t.prisma.feedItem.findMany({ where: { postId: written.id } });
      expect(rows.map((r) => r.userId).sort()).toEqual([author.user.id, kept.user.id].sort());
    });
  });

  describe('the timeline cap', () => {
    it('cuts a sampled timeline to its newest FEED_TIMELINE_CAP posts', async () => {
      const author = await t.member();
      // More posts than the cap, straight in SQL (the trigger writes the author's own rows).
      await t.prisma.$executeRaw`
        INSERT INTO posts (id, author_id, content, created_at, updated_at)
        SELECT gen_random_uuid(), ${author.user.id}::uuid, 'p' || g, now() - g * interval '1 minute', now()
          FROM generate_series(1, ${FEED_TIMELINE_CAP + 10}::int) g`;
      // A post id whose hash samples this member (one in TRIM_ONE_IN is).
      const [sampling] = await t.prisma.$queryRaw<{ id: string }[]>`
        SELECT p AS id FROM (SELECT gen_random_uuid()::text AS p FROM generate_series(1, 1000)) x
         WHERE abs(hashtextextended(${author.user.id} || p, 0)) % ${TRIM_ONE_IN} = 0 LIMIT 1`;
      await t.app.get(PrismaService).read(trimSql(sampling!.id, [author.user.id], FEED_TIMELINE_CAP));
      const kept = await t.prisma.feedItem.findMany({ where: { userId: author.user.id }, orderBy: { createdAt: 'asc' } });
      expect(kept).toHaveLength(FEED_TIMELINE_CAP);
      const oldest = await t.prisma.post.findUniqueOrThrow({ where: { id: kept[0]!.postId } });
      expect(oldest.content).toBe(`p${FEED_TIMELINE_CAP}`);
    });
  });

  describe('POST /v1/post', () => {
    it("puts the post in its author's timeline at once, and the job in the connections' ones", async () => {
      const [author, connection] = await Promise.all([t.member(), t.member()]);
      await t.connect(author.user.id, connection.user.id);
      const heard: FeedPostCreatedPayload[] = [];
      (await sockets.connect(connection.token)).on(SocketEvent.FeedPostCreated, (p) => heard.push(p));
      const written = (await t.http.post('/v1/post').set(as(author)).send({ content: 'Hello feed' }).expect(200)).body as Post;
      // Written in the post's own transaction: no job has to run first.
      expect((await feed(author)).items.map((p) => [p.id, p.reason])).toEqual([[written.id, { kind: 'own', partner: null }]]);
      await until(() => heard.length > 0);
      expect(heard).toEqual([{ postId: written.id, authorId: author.user.id }]);
      expect((await feed(connection)).items[0]).toMatchObject({ id: written.id, content: 'Hello feed' });
    });
  });

  describe('GET /v1/feed', () => {
    it('reads the timeline newest first in keyset pages, with no post twice, even for posts written at the same instant', async () => {
      const [author, reader] = await Promise.all([t.member(), t.member()]);
      await t.connect(author.user.id, reader.user.id);
      const instant = new Date((clock += 1000));
      const written = [];
      for (let i = 0; i < PAGE_SIZE.feed + 5; i++) {
        written.push(await post(author, i % 5 === 0 ? { createdAt: instant } : {}));
      }
      await fannedOut(written.at(-1)!.id, reader.user.id);
      for (const p of written) await fannedOut(p.id, reader.user.id);

      const { ids, sizes } = await t.walk<Post>(reader.token, '/v1/feed', (p) => p.id);
      expect(sizes).toEqual([PAGE_SIZE.feed, 5]);
      expect(new Set(ids).size).toBe(written.length);
      const expected = [...written]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1))
        .map((p) => p.id);
      expect(ids).toEqual(expected);
    });

    it('leaves out posts of someone blocked (either way) and deleted posts', async () => {
      const [author, reader, other] = await Promise.all([t.member(), t.member(), t.member()]);
      await t.connect(author.user.id, reader.user.id);
      await t.connect(other.user.id, reader.user.id);
      const blocked = await post(author);
      const kept = await post(other);
      const deleted = await post(other);
      for (const p of [blocked, kept, deleted]) await fannedOut(p.id, reader.user.id);
      expect((await feed(reader)).items.map((p) => p.id)).toEqual([deleted.id, kept.id, blocked.id]);

      await t.prisma.post.delete({ where: { id: deleted.id } });
      await t.prisma.block.create({ data: { blockerId: author.user.id, blockedId: reader.user.id } });
      expect((await feed(reader)).items.map((p) => p.id)).toEqual([kept.id]);
    });

    it('refuses a cursor it did not give (400 naming cursor) and a caller without a token (401)', async () => {
      const m = await t.member();
      const bad = await t.http.get('/v1/feed').query({ cursor: 'nope' }).set(as(m)).expect(400);
      expect(bad.body.httpMessage).toMatch(/^cursor: /);
      await t.http.get('/v1/feed').expect(401);
      await t.http.get('/v1/feed/tag/anything').expect(401);
    });
  });

  describe('GET /v1/feed/tag/:tag', () => {
    it('lists the posts with the hashtag that the member may read, newest first, in keyset pages', async () => {
      const tag = `tag${randomUUID().slice(0, 8)}`;
      const [reader, stranger, blocker] = await Promise.all([t.member(), t.member(), t.member()]);
      const readable = [];
      for (let i = 0; i < PAGE_SIZE.hashtag + 2; i++) readable.push(await post(stranger, { tags: [tag] }));
      await post(stranger, { tags: [tag], visibility: 'connections' });
      await post(stranger, { tags: ['other'] });
      await post(blocker, { tags: [tag] });
      await t.prisma.block.create({ data: { blockerId: reader.user.id, blockedId: blocker.user.id } });

      const { ids, sizes } = await t.walk<Post>(reader.token, `/v1/feed/tag/${tag.toUpperCase()}`, (p) => p.id);
      expect(sizes).toEqual([PAGE_SIZE.hashtag, 2]);
      expect(ids).toEqual(readable.map((p) => p.id).reverse());
      const page = await t.http.get(`/v1/feed/tag/${tag}`).set(as(reader)).expect(200);
      expect(page.body.items[0]).toMatchObject({ id: readable.at(-1)!.id, hashtags: [tag], reason: null });
    });

    it('refuses a tag that is not letters, digits or _ (400 naming tag)', async () => {
      const m = await t.member();
      const res = await t.http.get('/v1/feed/tag/no-dashes').set(as(m)).expect(400);
      expect(res.body.httpMessage).toMatch(/^tag: /);
    });
  });
});
