import { ErrorCode, POST_SIZE_LIMIT_BYTES, type PostMedia, Text } from '@nexus/contracts';
import sharp from 'sharp';
import { pdfWith } from '../../platform/testing/documents';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { PostMediaService } from './post-media.service';

describe('post media API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  const upload = (m: TestMember, body: Buffer, name = 'photo.png') =>
    t.http.post('/v1/post-media').set(as(m)).attach('file', body, name);

  it('stores an image with responsive sizes (never upscaled) the web can load', async () => {
    const member = await t.member();
    const response = await upload(member, await png(1000, 500)).expect(200);
    const media = response.body as PostMedia;
    expect(media).toMatchObject({ kind: 'image', contentType: 'image/png', fileName: 'photo.png', width: 1000, height: 500 });
    expect(media.variants.map((v) => v.width)).toEqual([320, 640]);
    const original = await t.http.get(media.url).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    const small = await t.http.get(media.variants[0]!.url).buffer(true).expect(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 320, height: 160 });
    await t.http.get(media.url.replace('original.png', 'w1280.webp')).expect(404);

    const tiny = (await upload(member, await png(200, 100)).expect(200)).body as PostMedia;
    expect(tiny.variants).toEqual([]);
  });

  it('keeps a document as it is, and a post with it is a document post', async () => {
    const member = await t.member();
    const media = (await upload(member, pdfWith(['Quarterly report']), 'отчёт 2026.pdf').expect(200)).body as PostMedia;
    expect(media).toMatchObject({ kind: 'document', contentType: 'application/pdf', width: null, variants: [] });
    const download = await t.http.get(media.url).expect(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('отчёт 2026.pdf')}`,
    );
    const post = await t.http
      .post('/v1/post')
      .set(as(member))
      .send({ mediaIds: [media.id] })
      .expect(200);
    expect(post.body).toMatchObject({ type: 'document', media: [{ id: media.id }] });
    // In a post now: no longer a draft to remove.
    await t.http.delete(`/v1/post-media/${media.id}`).set(as(member)).expect(404);
  });

  it('refuses what is not an accepted file by its bytes (400 naming the field), and 401 without a token', async () => {
    const member = await t.member();
    const refused = await upload(member, Buffer.from('just text, named like an image'), 'fake.png').expect(400);
    expect(refused.body.issues[0].field).toBe('file');
    await t.http.post('/v1/post-media').set(as(member)).expect(400);
    await t.http
      .post('/v1/post-media')
      .attach('file', await png(10, 10), 'a.png')
      .expect(401);
  });

  it('answers 413 with the spec message for a file of 25 MB and one byte', async () => {
    const member = await t.member();
    const response = await upload(member, Buffer.alloc(POST_SIZE_LIMIT_BYTES + 1), 'big.bin').expect(413);
    expect(response.body).toMatchObject({ code: ErrorCode.PayloadTooLarge, httpMessage: Text.payloadTooLarge });
  });

  it('answers 413 at POST post when the media together exceed 25 MB', async () => {
    const member = await t.member();
    const drafts = await Promise.all(
      [0, 1].map(() =>
        t.prisma.postMedia.create({
          data: {
            uploaderId: member.user.id,
            kind: 'video',
            storageKey: 'post-media/x/original.mp4',
            contentType: 'video/mp4',
            fileName: 'clip.mp4',
            bytes: POST_SIZE_LIMIT_BYTES / 2 + 1,
          },
        }),
      ),
    );
    const response = await t.http
      .post('/v1/post')
      .set(as(member))
      .send({ content: 'Two clips', mediaIds: drafts.map((d) => d.id) })
      .expect(413);
    expect(response.body).toMatchObject({ code: ErrorCode.PayloadTooLarge, httpMessage: Text.payloadTooLarge });
  });

  it("removes one's own draft only: 403 for another member's, 404 once gone", async () => {
    const [member, other] = await Promise.all([t.member(), t.member()]);
    const media = (await upload(member, await png(700, 700)).expect(200)).body as PostMedia;
    await t.http.delete(`/v1/post-media/${media.id}`).set(as(other)).expect(403);
    await t.http.delete(`/v1/post-media/${media.id}`).set(as(member)).expect(200);
    await t.http.delete(`/v1/post-media/${media.id}`).set(as(member)).expect(404);
    await t.http.get(media.url).expect(404);
    await t.http.delete(`/v1/post-media/${media.id}`).expect(401);
    expect((await t.http.delete('/v1/post-media/nope').set(as(member)).expect(400)).body.issues[0].field).toBe('id');
  });

  it('sweeps drafts older than a day, with their files', async () => {
    const member = await t.member();
    const old = (await upload(member, await png(400, 400)).expect(200)).body as PostMedia;
    const fresh = (await upload(member, await png(400, 400)).expect(200)).body as PostMedia;
    await t.prisma.postMedia.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect(await t.app.get(PostMediaService).sweepDrafts()).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.postMedia.findUnique({ where: { id: old.id } })).toBeNull();
    await t.http.get(old.variants[0]!.url).expect(404);
    expect(await t.prisma.postMedia.findUnique({ where: { id: fresh.id } })).not.toBeNull();
  });
});
