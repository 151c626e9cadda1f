import { Prisma } from '../../platform/database/generated/client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { partnerOwner } from '../../platform/testing/partners';
import { PostViews } from './post-views.repository';
import { visibleTo } from './visibility';

/** PostViews and the visibility rule, on posts written straight to the database (POST post is tested elsewhere). */
describe('PostViews', () => {
  let t: TestApp;
  let views: PostViews;

  beforeAll(async () => {
    t = await startTestApp();
    views = t.app.get(PostViews);
  });
  afterAll(() => t.close());

  const post = (authorId: string, data: Partial<Prisma.PostUncheckedCreateInput> = {}) =>
    t.prisma.post.create({ data: { authorId, content: 'hello', ...data } });

  it('answers each post the viewer may see, in the order given, with media, poll and reactions', async () => {
    const [author, reader] = await Promise.all([t.member(), t.member()]);
    const closesAt = new Date(Date.now() + 3_600_000);
    const first = await post(author.user.id, { type: 'poll', pollClosesAt: closesAt });
    const options = await Promise.all(
      ['Yes', 'No'].map((text, position) => t.prisma.pollOption.create({ data: { postId: first.id, text, position } })),
    );
    await t.prisma.pollOption.update({ where: { id: options[0]!.id }, data: { voteCount: 1 } });
    const second = await post(author.user.id, { type: 'image', reactionCount: 1 });
    await t.prisma.postReaction.create({ data: { postId: second.id, userId: reader.user.id } });
    await t.prisma.postMedia.create({
      data: {
        postId: second.id,
        uploaderId: author.user.id,
        kind: 'image',
        storageKey: 'post-media/x/original.png',
        contentType: 'image/png',
        fileName: 'a.png',
        bytes: 10,
        width: 800,
        height: 600,
        variants: [{ width: 320 }, { width: 640 }],
      },
    });
    await t.prisma.postHashtag.create({ data: { postId: second.id, tag: 'nexus', createdAt: second.createdAt } });

    const loaded = await views.load(reader.user.id, [second.id, first.id]);
    expect(loaded.map((p) => p.id)).toEqual([second.id, first.id]);
    const [image, poll] = loaded;
    expect(image!.reactions).toEqual([{ reaction: 'like', count: 1, isUserReaction: true }]);
    expect(image!.hashtags).toEqual(['nexus']);
    expect(image!.media[0]!.variants.map((v) => v.width)).toEqual([320, 640]);
    expect(image!.media[0]!.url).toMatch(/^\/v1\/files\/post-media\/[0-9a-f-]+\/original\.png$/);
    expect(image!.isOwner).toBe(false);
    expect(poll!.reactions).toEqual([]);
    // Not voted and open: no counts.
    expect(poll!.poll).toMatchObject({ ended: false, votedOptionId: null, totalVotes: null });
    expect(poll!.poll!.options.map((o) => o.voteCount)).toEqual([null, null]);

    await t.prisma.pollVote.create({ data: { postId: first.id, userId: reader.user.id, optionId: options[1]!.id } });
    const [voted] = await views.load(reader.user.id, [first.id], new Map([[first.id, { kind: 'own', partner: null }]]));
    expect(voted!.poll).toMatchObject({ votedOptionId: options[1]!.id, totalVotes: 1 });
    expect(voted!.reason).toEqual({ kind: 'own', partner: null });
    const [own] = await views.load(author.user.id, [first.id]);
    expect(own!.isOwner).toBe(true);
  });

  it('applies the visibility rule: connections, blocks, communities, channels', async () => {
    const [author, friend, stranger, blocked] = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
    await t.connect(author.user.id, friend.user.id);
    await t.prisma.block.create({ data: { blockerId: author.user.id, blockedId: blocked.user.id } });
    const community = await partnerOwner(t);
    const channel = await t.prisma.channel.create({
      data: { communityId: community.partnerId, name: 'General', createdById: community.user.id },
    });
    await t.prisma.channelMember.create({ data: { channelId: channel.id, userId: friend.user.id } });
    await t.prisma.partnerFollower.create({ data: { partnerId: community.partnerId, userId: stranger.user.id } });

    const open = await post(author.user.id);
    const closed = await post(author.user.id, { visibility: 'connections' });
    const inCommunity = await post(author.user.id, { communityId: community.partnerId });
    const inChannel = await post(author.user.id, { communityId: community.partnerId, channelId: channel.id });
    const ids = [open.id, closed.id, inCommunity.id, inChannel.id];
    const seen = async (viewer: string) => (await views.load(viewer, ids)).map((p) => p.id);

    expect(await seen(author.user.id)).toEqual(ids);
    expect(await seen(friend.user.id)).toEqual([open.id, closed.id, inChannel.id]);
    expect(await seen(stranger.user.id)).toEqual([open.id, inCommunity.id]);
    expect(await seen(blocked.user.id)).toEqual([]);
    expect(await seen(community.user.id)).toEqual([open.id, inCommunity.id]);

    const [row] = await t.prisma.$queryRaw<{ one: boolean; all: bigint }[]>`
      SELECT post_visible_to(${stranger.user.id}::uuid, ${closed.id}::uuid) AS one,
             (SELECT count(*) FROM posts p WHERE p.id = ANY(${ids}::uuid[])
                AND ${visibleTo(Prisma.sql`${stranger.user.id}::uuid`, 'p')}) AS all`;
    expect(row).toEqual({ one: false, all: 2n });
  });
});
