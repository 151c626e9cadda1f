import { type Comment, ErrorCode, PAGE_SIZE, POST_LIMITS } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** What `read` finds once every entry is there (the notification job runs after the call answers), up to 5 s. */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  let found = await read();
  for (let i = 0; i < 100 && found.some((x) => !x); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    found = await read();
  }
  return found;
}

describe('comments, replies and reactions', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const post = (author: TestMember, visibility: 'public' | 'connections' = 'public') =>
    t.prisma.post.create({ data: { authorId: author.user.id, visibility, content: `post ${randomUUID()}` } });
  const comment = (m: TestMember, postId: string, content = 'Nice one', parentId?: string) =>
    t.http
      .post(`/v1/post/${postId}/comments`)
      .set(as(m))
      .send({ content, ...(parentId ? { parentId } : {}) });
  const counts = async (postId: string) => (await t.prisma.post.findUniqueOrThrow({ where: { id: postId } })).commentCount;

  describe('POST and GET /v1/post/:id/comments, GET /v1/comment/:id/replies', () => {
    it('comments and replies one level deep, lists them oldest first in keyset pages, and keeps the counts', async () => {
      const [author, reader] = await Promise.all([t.member(), t.member()]);
      const p = await post(author);
      const written: Comment[] = [];
      for (let i = 0; i < PAGE_SIZE.comments + 2; i++) {
        written.push((await comment(reader, p.id, `comment ${i}`).expect(200)).body as Comment);
      }
      expect(written[0]).toMatchObject({
        postId: p.id,
        parentId: null,
        author: { id: reader.user.id },
        content: 'comment 0',
        edited: false,
        reactionCount: 0,
        reactions: [],
        replyCount: 0,
        isOwner: true,
      });
      const first = await t.http.get(`/v1/post/${p.id}/comments`).set(as(author)).expect(200);
      expect(first.body.items.map((c: Comment) => c.id)).toEqual(written.slice(0, PAGE_SIZE.comments).map((c) => c.id));
      expect(first.body.items[0].isOwner).toBe(false);
      const second = await t.http
        .get(`/v1/post/${p.id}/comments`)
        .query({ cursor: first.body.nextCursor })
        .set(as(author))
        .expect(200);
      expect(second.body).toEqual({
        items: written.slice(PAGE_SIZE.comments).map((c) => ({ ...c, isOwner: false })),
        nextCursor: null,
      });

      const reply = (await comment(author, p.id, 'Thanks', written[0]!.id).expect(200)).body as Comment;
      expect(reply).toMatchObject({ parentId: written[0]!.id, postId: p.id });
      const replies = await t.http.get(`/v1/comment/${written[0]!.id}/replies`).set(as(reader)).expect(200);
      expect(replies.body).toEqual({ items: [{ ...reply, isOwner: false }], nextCursor: null });
      // Replies are not comments of the post's first level, but they are counted on the post.
      const again = await t.http.get(`/v1/post/${p.id}/comments`).set(as(reader)).expect(200);
      expect(again.body.items[0]).toMatchObject({ id: written[0]!.id, replyCount: 1 });
      expect(await counts(p.id)).toBe(PAGE_SIZE.comments + 3);

      const nested = await comment(reader, p.id, 'deeper', reply.id).expect(400);
      expect(nested.body.httpMessage).toMatch(/^parentId: /);
      const elsewhere = await comment(reader, (await post(author)).id, 'x', written[0]!.id).expect(400);
      expect(elsewhere.body.httpMessage).toMatch(/^parentId: /);
    });

    it('notifies the post author of a comment and the comment author of a reply', async () => {
      const [author, commenter, replier] = await Promise.all([t.member(), t.member(), t.member()]);
      const p = await post(author);
      const c = (await comment(commenter, p.id).expect(200)).body as Comment;
      const r = (await comment(replier, p.id, 'Agreed', c.id).expect(200)).body as Comment;
      const ping = (userId: string, kind: 'comment' | 'reply') => t.prisma.notification.findFirst({ where: { userId, kind } });
      const found = await eventually(() => Promise.all([ping(author.user.id, 'comment'), ping(commenter.user.id, 'reply')]));
      expect(found).toEqual([
        expect.objectContaining({ actorId: commenter.user.id, postId: p.id, commentId: c.id }),
        expect.objectContaining({ actorId: replier.user.id, postId: p.id, commentId: r.id }),
      ]);
    });

    it('refuses an empty or too long comment (400 naming content), a bad id (400), no token (401), a post the member may not see (403) and no post (404)', async () => {
      const [author, stranger] = await Promise.all([t.member(), t.member()]);
      const p = await post(author, 'connections');
      expect((await comment(author, p.id, '   ').expect(400)).body.httpMessage).toMatch(/^content: /);
      expect((await comment(author, p.id, 'x'.repeat(POST_LIMITS.commentMaxLength + 1)).expect(400)).body.httpMessage).toMatch(
        /^content: /,
      );
      expect((await comment(author, 'not-an-id').expect(400)).body.httpMessage).toMatch(/^id: /);
      await t.http.post(`/v1/post/${p.id}/comments`).send({ content: 'hi' }).expect(401);
      await t.http.get(`/v1/post/${p.id}/comments`).expect(401);
      expect((await comment(stranger, p.id).expect(403)).body.code).toBe(ErrorCode.PostNotVisible);
      await t.http.get(`/v1/post/${p.id}/comments`).set(as(stranger)).expect(403);
      await comment(stranger, MISSING).expect(404);
      await t.http.get(`/v1/post/${MISSING}/comments`).set(as(stranger)).expect(404);
      const c = (await comment(author, p.id).expect(200)).body as Comment;
      await t.http.get(`/v1/comment/${c.id}/replies`).set(as(stranger)).expect(403);
      await t.http.get(`/v1/comment/${MISSING}/replies`).set(as(stranger)).expect(404);
    });

    it('hides comments by someone blocked either way, and refuses the whole post across a block with its author', async () => {
      const [author, reader, blocked] = await Promise.all([t.member(), t.member(), t.member()]);
      const p = await post(author);
      await comment(blocked, p.id).expect(200);
      const kept = (await comment(author, p.id).expect(200)).body as Comment;
      await t.prisma.block.create({ data: { blockerId: blocked.user.id, blockedId: reader.user.id } });
      const page = await t.http.get(`/v1/post/${p.id}/comments`).set(as(reader)).expect(200);
      expect(page.body.items.map((c: Comment) => c.id)).toEqual([kept.id]);
      await t.prisma.block.create({ data: { blockerId: reader.user.id, blockedId: author.user.id } });
      await comment(reader, p.id).expect(403);
    });
  });

  describe('PUT and DELETE /v1/comment/:id', () => {
    it('lets the author edit (marked edited), and the author or the post author delete, keeping the counts', async () => {
      const [author, commenter, other] = await Promise.all([t.member(), t.member(), t.member()]);
      const p = await post(author);
      const c = (await comment(commenter, p.id).expect(200)).body as Comment;
      await comment(other, p.id, 'reply 1', c.id).expect(200);
      await comment(author, p.id, 'reply 2', c.id).expect(200);
      const own = (await comment(other, p.id).expect(200)).body as Comment;
      expect(await counts(p.id)).toBe(4);

      const edited = await t.http.put(`/v1/comment/${c.id}`).set(as(commenter)).send({ content: 'Better words' }).expect(200);
      expect(edited.body).toMatchObject({ id: c.id, content: 'Better words', edited: true, replyCount: 2 });
      const notMine = await t.http.put(`/v1/comment/${c.id}`).set(as(author)).send({ content: 'Mine now' }).expect(403);
      expect(notMine.body.code).toBe(ErrorCode.NotCommentOwner);
      expect((await t.http.put(`/v1/comment/${c.id}`).set(as(commenter)).send({}).expect(400)).body.httpMessage).toMatch(
        /^content: /,
      );
      await t.http.put(`/v1/comment/${MISSING}`).set(as(commenter)).send({ content: 'x' }).expect(404);
      await t.http.put(`/v1/comment/${c.id}`).send({ content: 'x' }).expect(401);

      await t.http.delete(`/v1/comment/${c.id}`).set(as(other)).expect(403);
      // The post's author moderates: the comment goes with its two replies.
      await t.http.delete(`/v1/comment/${c.id}`).set(as(author)).expect(200);
      expect(await counts(p.id)).toBe(1);
      await t.http.delete(`/v1/comment/${c.id}`).set(as(author)).expect(404);
      await t.http.delete(`/v1/comment/${own.id}`).expect(401);

      const parent = (await comment(author, p.id).expect(200)).body as Comment;
      const reply = (await comment(other, p.id, 'reply', parent.id).expect(200)).body as Comment;
      await t.http.delete(`/v1/comment/${reply.id}`).set(as(other)).expect(200);
      const list = await t.http.get(`/v1/post/${p.id}/comments`).set(as(other)).expect(200);
      expect(list.body.items.find((x: Comment) => x.id === parent.id)).toMatchObject({ replyCount: 0 });
      expect(await counts(p.id)).toBe(2);
    });
  });

  describe('PUT and DELETE /v1/post/:id/reaction and /v1/comment/:id/reaction', () => {
    it('toggles a like on a post and a comment idempotently, keeping reactionCount right', async () => {
      const [author, a, b] = await Promise.all([t.member(), t.member(), t.member()]);
      const p = await post(author);
      const like = (m: TestMember, path: string) => t.http.put(path).set(as(m)).send({ reaction: 'like' }).expect(200);
      const unlike = (m: TestMember, path: string) => t.http.delete(path).set(as(m)).expect(200);
      const postPath = `/v1/post/${p.id}/reaction`;

      expect((await like(a, postPath)).body).toEqual({
        reactionCount: 1,
        reactions: [{ reaction: 'like', count: 1, isUserReaction: true }],
      });
      expect((await like(a, postPath)).body.reactionCount).toBe(1);
      expect((await t.http.put(postPath).set(as(b)).send({}).expect(200)).body).toEqual({
        reactionCount: 2,
        reactions: [{ reaction: 'like', count: 2, isUserReaction: true }],
      });
      expect((await unlike(a, postPath)).body).toEqual({
        reactionCount: 1,
        reactions: [{ reaction: 'like', count: 1, isUserReaction: false }],
      });
      expect((await unlike(a, postPath)).body.reactionCount).toBe(1);
      await unlike(b, postPath);
      expect((await t.prisma.post.findUniqueOrThrow({ where: { id: p.id } })).reactionCount).toBe(0);

      const c = (await comment(author, p.id).expect(200)).body as Comment;
      const commentPath = `/v1/comment/${c.id}/reaction`;
      await like(a, commentPath);
      await like(a, commentPath);
      expect((await like(b, commentPath)).body.reactionCount).toBe(2);
      expect((await unlike(b, commentPath)).body).toEqual({
        reactionCount: 1,
        reactions: [{ reaction: 'like', count: 1, isUserReaction: false }],
      });
      const listed = await t.http.get(`/v1/post/${p.id}/comments`).set(as(a)).expect(200);
      expect(listed.body.items[0]).toMatchObject({
        reactionCount: 1,
        reactions: [{ reaction: 'like', count: 1, isUserReaction: true }],
      });

      const pinged = await eventually(() =>
        t.prisma.notification
          .findMany({ where: { userId: author.user.id, kind: 'reaction' } })
          .then((rows) => [rows.find((r) => r.actorId === a.user.id && r.commentId === c.id)]),
      );
      expect(pinged).toEqual([expect.objectContaining({ postId: p.id })]);
    });

    it('refuses another reaction (400 naming reaction), no token (401), a post the member may not see (403), nothing there (404)', async () => {
      const [author, stranger] = await Promise.all([t.member(), t.member()]);
      const p = await post(author, 'connections');
      const c = (await comment(author, p.id).expect(200)).body as Comment;
      const bad = await t.http.put(`/v1/post/${p.id}/reaction`).set(as(author)).send({ reaction: 'love' }).expect(400);
      expect(bad.body.httpMessage).toMatch(/^reaction: /);
      await t.http.put(`/v1/post/${p.id}/reaction`).send({}).expect(401);
      await t.http.delete(`/v1/comment/${c.id}/reaction`).expect(401);
      await t.http.put(`/v1/post/${p.id}/reaction`).set(as(stranger)).send({}).expect(403);
      await t.http.delete(`/v1/post/${p.id}/reaction`).set(as(stranger)).expect(403);
      await t.http.put(`/v1/comment/${c.id}/reaction`).set(as(stranger)).send({}).expect(403);
      await t.http.put(`/v1/post/${MISSING}/reaction`).set(as(stranger)).send({}).expect(404);
      await t.http.put(`/v1/comment/${MISSING}/reaction`).set(as(stranger)).send({}).expect(404);
    });
  });
});
