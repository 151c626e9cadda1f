import { randomUUID } from 'node:crypto';
import {
  type Comment,
  ErrorCode,
  type Job,
  type Notification,
  NotificationKind,
  type Post,
  PostText,
  type RecruitJob,
} from '@nexus/contracts';
import { eventually } from '../testing/eventually';
import { jobBody } from '../testing/job-fixtures';
import { partnerOwner, platformAdmin } from '../testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../testing/test-app';

/**
 * Content hidden by moderation (issue 19: hidden_at on posts, comments and jobs, set here directly as the moderation
 * actions set it) is read only by its owners and platform admins, in every read; the owners see it flagged `hidden`.
 */
describe('content hidden by moderation', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: { token: string }) => t.bearer(m.token);
  const hide = (table: 'post' | 'comment' | 'job', id: string) => {
    const data = { hiddenAt: new Date(), hiddenReason: 'reports' as const };
    if (table === 'post') return t.prisma.post.update({ where: { id }, data });
    if (table === 'comment') return t.prisma.comment.update({ where: { id }, data });
    return t.prisma.job.update({ where: { id }, data });
  };
  const ids = (items: { id: string }[]) => items.map((i) => i.id);
  const feed = async (m: TestMember) => (await t.http.get('/v1/feed').set(as(m)).expect(200)).body.items as Post[];
  const tagPage = async (m: TestMember, tag: string) =>
    (await t.http.get(`/v1/feed/tag/${tag}`).set(as(m)).expect(200)).body.items as Post[];
  const comments = async (m: TestMember, postId: string) =>
    (await t.http.get(`/v1/post/${postId}/comments`).set(as(m)).expect(200)).body.items as Comment[];
  const pings = async (m: TestMember) =>
    (await t.http.get('/v1/notifications').set(as(m)).expect(200)).body.items as Notification[];
  const unread = async (m: TestMember) =>
    (await t.http.get('/v1/notifications/unread-count').set(as(m)).expect(200)).body.unreadNotificationsCount as number;

  async function fannedOut(postId: string, userId: string) {
    await eventually(async () => !!(await t.prisma.feedItem.findUnique({ where: { userId_postId: { userId, postId } } })));
  }

  describe('posts', () => {
    it("leave a connection's feed, the hashtag page and the single view; the author and platform admins see them flagged", async () => {
      const [author, friend] = await Promise.all([t.member(), t.member()]);
      const admin = await platformAdmin(t);
      await t.connect(author.user.id, friend.user.id);
      const tag = `tag${randomUUID().slice(0, 8)}`;
      const post = (
        await t.http
          .post('/v1/post')
          .set(as(author))
          .send({ content: `Buy now [#${tag}](${tag})` })
          .expect(200)
      ).body as Post;
      await fannedOut(post.id, friend.user.id);
      expect(ids(await feed(friend))).toContain(post.id);
      const before = (await t.http.get(`/v1/post/${post.id}`).set(as(friend)).expect(200)).body as Post;
      expect(before).not.toHaveProperty('hidden');

      await hide('post', post.id);

      expect(ids(await feed(friend))).not.toContain(post.id);
      expect(ids(await tagPage(friend, tag))).toEqual([]);
      const single = await t.http.get(`/v1/post/${post.id}`).set(as(friend)).expect(403);
      expect(single.body).toMatchObject({ code: ErrorCode.PostNotVisible, httpMessage: PostText.postNotVisible });
      // Nor can anyone else act on it.
      await t.http.post(`/v1/post/${post.id}/comments`).set(as(friend)).send({ content: 'hi' }).expect(403);
      await t.http.put(`/v1/post/${post.id}/reaction`).set(as(friend)).send({ reaction: 'like' }).expect(403);
      await t.http.get(`/v1/post/${post.id}/comments`).set(as(friend)).expect(403);

      // Its author sees it everywhere, flagged.
      expect((await feed(author)).find((p) => p.id === post.id)).toMatchObject({ hidden: true });
      expect(await tagPage(author, tag)).toEqual([expect.objectContaining({ id: post.id, hidden: true })]);
      expect((await t.http.get(`/v1/post/${post.id}`).set(as(author)).expect(200)).body).toMatchObject({ hidden: true });
      // And a platform admin.
      expect(await tagPage(admin, tag)).toEqual([expect.objectContaining({ id: post.id, hidden: true })]);
      expect((await t.http.get(`/v1/post/${post.id}`).set(as(admin)).expect(200)).body).toMatchObject({ hidden: true });

      // Shown again once moderation lets it be (e.g. a report closed).
      await t.prisma.post.update({ where: { id: post.id }, data: { hiddenAt: null, hiddenReason: null } });
      expect(ids(await feed(friend))).toContain(post.id);
      expect(ids(await tagPage(friend, tag))).toEqual([post.id]);
    });

    it("leave a company's followers' feeds; the company's admins still see its post", async () => {
      const company = await partnerOwner(t);
      const [follower, admin] = await Promise.all([t.member(), t.member()]);
      await t.prisma.partnerFollower.create({
        data: { partnerId: company.partnerId, userId: follower.user.id, updatedAt: new Date() },
      });
      // Another admin of the company: one of its people in its owners' group (EDIT_COMPANY_PAGE).
      await t.prisma.user.update({ where: { id: admin.user.id }, data: { partnerId: company.partnerId, role: 'PARTNER' } });
      await t.prisma.userAdminRole.create({
        data: { roleId: company.ownersId, userId: admin.user.id, partnerId: company.partnerId },
      });
      const post = (
        await t.http.post('/v1/post').set(as(company)).send({ content: 'Company news', companyId: company.partnerId }).expect(200)
      ).body as Post;
      await fannedOut(post.id, follower.user.id);
      await hide('post', post.id);
      expect(ids(await feed(follower))).not.toContain(post.id);
      await t.http.get(`/v1/post/${post.id}`).set(as(follower)).expect(403);
      expect((await t.http.get(`/v1/post/${post.id}`).set(as(admin)).expect(200)).body).toMatchObject({
        hidden: true,
        isOwner: true,
      });
    });

    it('are not pinned, and pings about them are left out', async () => {
      const [author, friend] = await Promise.all([t.member(), t.member()]);
      const admin = await platformAdmin(t);
      const post = (await t.http.post('/v1/post').set(as(author)).send({ content: 'Look' }).expect(200)).body as Post;
      await t.http.put(`/v1/post/${post.id}/reaction`).set(as(friend)).send({ reaction: 'like' }).expect(200);
      await eventually(async () => (await pings(author)).some((p) => p.postId === post.id));
      expect((await pings(author)).filter((p) => p.postId === post.id)).toHaveLength(1);
      await hide('post', post.id);
      // The author still owns it: their ping stays.
      expect((await pings(author)).filter((p) => p.postId === post.id)).toHaveLength(1);
      const pin = await t.http.put(`/v1/post/${post.id}/pin`).set(as(admin)).expect(409);
      expect(pin.body.code).toBe(ErrorCode.PinNotPublic);
    });
  });

  describe('comments', () => {
    it('leave the list for others but their author and platform admins; the counts stay; pings about them go', async () => {
      const [author, reader, writer] = await Promise.all([t.member(), t.member(), t.member()]);
      const admin = await platformAdmin(t);
      const post = (await t.http.post('/v1/post').set(as(author)).send({ content: 'Thoughts?' }).expect(200)).body as Post;
      const say = async (m: TestMember, content: string) =>
        (await t.http.post(`/v1/post/${post.id}/comments`).set(as(m)).send({ content }).expect(200)).body as Comment;
      const kept = await say(reader, 'Nice');
      const hidden = await say(writer, 'Spam spam');
      await eventually(async () => (await pings(author)).filter((p) => p.kind === NotificationKind.Comment).length === 2);
      const unreadBefore = await unread(author);

      await hide('comment', hidden.id);

      expect(ids(await comments(reader, post.id))).toEqual([kept.id]);
      expect(ids(await comments(author, post.id))).toEqual([kept.id]);
      const own = await comments(writer, post.id);
      expect(own).toEqual([expect.objectContaining({ id: kept.id }), expect.objectContaining({ id: hidden.id, hidden: true })]);
      expect(own[0]).not.toHaveProperty('hidden');
      expect(ids(await comments(admin, post.id))).toEqual([kept.id, hidden.id]);
      // The post's count is as it was.
      expect((await t.http.get(`/v1/post/${post.id}`).set(as(reader)).expect(200)).body.commentCount).toBe(2);
      // To others it is not there: its replies, a reaction, a reply to it.
      await t.http.get(`/v1/comment/${hidden.id}/replies`).set(as(reader)).expect(404);
      await t.http.put(`/v1/comment/${hidden.id}/reaction`).set(as(reader)).send({ reaction: 'like' }).expect(404);
      const reply = await t.http
        .post(`/v1/post/${post.id}/comments`)
        .set(as(reader))
        .send({ content: 'Agreed', parentId: hidden.id })
        .expect(400);
      expect(reply.body.issues[0].field).toBe('parentId');
      await t.http.get(`/v1/comment/${hidden.id}/replies`).set(as(writer)).expect(200);

      // The post's author no longer sees the ping about the hidden comment, in the list or the count.
      const commentPings = (await pings(author)).filter((p) => p.kind === NotificationKind.Comment);
      expect(commentPings.map((p) => p.commentId)).toEqual([kept.id]);
      expect(await unread(author)).toBe(unreadBefore - 1);
    });
  });

  describe('jobs', () => {
    it("leave search, the job's page and saved jobs; the company's people and platform admins see them flagged", async () => {
      const owner = await partnerOwner(t);
      const member = await t.member();
      const admin = await platformAdmin(t);
      const job = (
        await t.http
          .post(`/v1/job/${owner.partnerId}`)
          .set(as(owner))
          .send(jobBody({ publish: true }))
          .expect(200)
      ).body as Job;
      const search = async (m: TestMember) =>
        ids((await t.http.get('/v1/jobs').query({ keyword: job.title }).set(as(m)).expect(200)).body.items as Job[]);
      await t.http.put(`/v1/jobs/${job.id}/save`).set(as(member)).send({ status: 'saved' }).expect(200);
      expect(await search(member)).toEqual([job.id]);

      await hide('job', job.id);

      expect(await search(member)).toEqual([]);
      await t.http.get(`/v1/jobs/${job.id}`).set(as(member)).expect(404);
      expect(ids((await t.http.get('/v1/jobs/saved').set(as(member)).expect(200)).body.items)).not.toContain(job.id);
      await t.http
        .post(`/v1/jobs/${job.id}/applications`)
        .set(as(member))
        .send({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: member.user.username,
          phoneNumber: '+234 801 234 5678',
          location: 'Lagos',
          coverLetter: 'Hello',
          screeningAnswers: [],
        })
        .expect(404);

      expect((await t.http.get(`/v1/jobs/${job.id}`).set(as(owner)).expect(200)).body).toMatchObject({ hidden: true });
      const recruit = (await t.http.get(`/v1/job/${owner.partnerId}`).set(as(owner)).expect(200)).body.items as RecruitJob[];
      expect(recruit.find((j) => j.id === job.id)).toMatchObject({ hidden: true });
      expect((await t.http.get(`/v1/jobs/${job.id}`).set(as(admin)).expect(200)).body).toMatchObject({ hidden: true });
      expect(await search(admin)).toEqual([job.id]);
    });
  });
});
