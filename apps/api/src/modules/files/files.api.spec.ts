import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PartnerType, Role, type ServerToClientEvents, SocketEvent, UPLOADS } from '@nexus/contracts';
import S3rver from 's3rver';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../../platform/database/embedded-postgres';
import { docxWith, pdfWith, PNG } from '../../platform/testing/documents';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const RESUME = [
  'Ada Lovelace',
  'Location: London',
  'Summary',
  'Analyst who turns engines into insight.',
  'Experience',
  'Lead Analyst at Babbage Ltd 2019 - Present',
  'Engineer at Difference Works 2015 - 2019',
  'Apprentice',
  'Jacquard Looms, Lyon',
  'Sep 2012 - Jun 2015',
  '- Kept the punch cards in order',
  'Skills',
  'Mathematics, Programming',
  'www.ada.example',
];

/** The same behaviour on both storage drivers: files under DATA_DIR, and an S3-protocol server. */
describe.each([
  ['local files', false],
  ['an S3-compatible bucket (s3rver)', true],
])('uploads stored in %s', (_name, useS3) => {
  let t: TestApp;
  let s3: S3rver | undefined;

  beforeAll(async () => {
    let s3Config;
    if (useS3) {
      const port = await freePort();
      s3 = new S3rver({
        port,
        address: '127.0.0.1',
        silent: true,
        directory: mkdtempSync(path.join(tmpdir(), 'nexus-s3-')),
        configureBuckets: [{ name: 'nexus-test', configs: [] }],
      });
      await s3.run();
      s3Config = {
        bucket: 'nexus-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
    }
    t = await startTestApp({ s3: s3Config });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const objectCount = async (prefix: string) => {
    if (!useS3) {
      const { readdirSync } = await import('node:fs');
      try {
        return readdirSync(path.join(t.config.dataDir, 'uploads', prefix)).length;
      } catch {
        return 0;
      }
    }
    const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: t.config.s3!.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'nexus-test', Prefix: `${prefix}/` }));
    client.destroy();
    return listed.KeyCount ?? 0;
  };

  it('stores an avatar, serves it, and replaces the previous one', async () => {
    const { user, token } = await t.member();
    const first = await t.http.put(`/v1/user/${user.id}/avatar`).set(t.bearer(token)).attach('file', PNG, 'me.png').expect(200);
    expect(first.body.image).toMatch(new RegExp(`^/v1/files/avatars/${user.id}/[0-9a-f-]{36}\\.png$`));
    const served = await t.http.get(first.body.image).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    const second = await t.http
      .put(`/v1/user/${user.id}/avatar`)
      .set(t.bearer(token))
      .attach('file', PNG, 'again.png')
      .expect(200);
    expect(second.body.image).not.toBe(first.body.image);
    expect(await objectCount(`avatars/${user.id}`)).toBe(1);
    await t.http.get(first.body.image).expect(404);
  });

  it('refuses a file that is not what it claims, one too large, and none, leaving nothing behind', async () => {
    const { user, token } = await t.member();
    const fake = await t.http
      .put(`/v1/user/${user.id}/avatar`)
      .set(t.bearer(token))
      .attach('file', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' })
      .expect(400);
    expect(fake.body.httpMessage).toBe(`file: must be ${UPLOADS.avatar.description}`);
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOADS.avatar.maxBytes)]);
    const tooLarge = await t.http
      .put(`/v1/user/${user.id}/avatar`)
      .set(t.bearer(token))
      .attach('file', big, 'big.png')
      .expect(400);
    expect(tooLarge.body.httpMessage).toBe('file: must be at most 5 MB');
    const none = await t.http.put(`/v1/user/${user.id}/avatar`).set(t.bearer(token)).expect(400);
    expect(none.body.httpMessage).toBe('file: is required');
    const pdfAsResumeOnly = await t.http
      .put(`/v1/user/${user.id}/avatar`)
      .set(t.bearer(token))
      .attach('file', pdfWith(['x']), 'x.pdf')
      .expect(400);
    expect(pdfAsResumeOnly.body.code).toBe('VALIDATION_FAILED');
    expect(await objectCount(`avatars/${user.id}`)).toBe(0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).image).toBeNull();
  });

  it('cannot upload for another member (403) or without a token (401)', async () => {
    const a = await t.member();
    const b = await t.member();
    await t.http.put(`/v1/user/${a.user.id}/avatar`).set(t.bearer(b.token)).attach('file', PNG, 'x.png').expect(403);
    await t.http.put(`/v1/user/${a.user.id}/avatar`).attach('file', PNG, 'x.png').expect(401);
    await t.http
      .put(`/v1/user/${a.user.id}/resume`)
      .set(t.bearer(b.token))
      .attach('file', pdfWith(['x']), 'x.pdf')
      .expect(403);
    expect(await objectCount(`avatars/${a.user.id}`)).toBe(0);
  });

  describe('company page images (PUT partner-profile/:id/image/:kind)', () => {
    const owner = () =>
      t.member({ role: Role.Partner, partner: { name: `Pictures ${randomUUID().slice(0, 8)}`, type: PartnerType.Community } });

    it('stores the logo and the banner, serves them, and replaces the previous one', async () => {
      const o = await owner();
      const put = (kind: string) =>
        t.http.put(`/v1/partner-profile/${o.user.partnerId}/image/${kind}`).set(t.bearer(o.token)).attach('file', PNG, 'x.png');
      const first = await put('logo').expect(200);
      expect(first.body.logo).toMatch(new RegExp(`^/v1/files/partners/${o.user.partnerId}/[0-9a-f-]{36}\\.png$`));
      const served = await t.http.get(first.body.logo).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const second = await put('logo').expect(200);
      expect(second.body.logo).not.toBe(first.body.logo);
      await t.http.get(first.body.logo).expect(404);
      const banner = await put('banner').expect(200);
      expect(banner.body).toMatchObject({ logo: second.body.logo, banner: expect.stringMatching(/^\/v1\/files\/partners\//) });
      expect(await objectCount(`partners/${o.user.partnerId}`)).toBe(2);
      // The uploaded address goes back through PUT partner-profile unchanged.
      await t.http
        .put(`/v1/partner-profile/${o.user.partnerId}`)
        .set(t.bearer(o.token))
        .send({ logo: second.body.logo, banner: banner.body.banner })
        .expect(200);
    });

    it('refuses a non-image (400), a bad kind (400), a member or another partner (403), no token (401), no partner (404)', async () => {
      const o = await owner();
      const other = await owner();
      const member = await t.member();
      const url = `/v1/partner-profile/${o.user.partnerId}/image/logo`;
      const fake = await t.http
        .put(url)
        .set(t.bearer(o.token))
        .attach('file', pdfWith(['x']), 'x.pdf')
        .expect(400);
      expect(fake.body.httpMessage).toBe(`file: must be ${UPLOADS.companyImage.description}`);
      await t.http
        .put(`/v1/partner-profile/${o.user.partnerId}/image/icon`)
        .set(t.bearer(o.token))
        .attach('file', PNG, 'x.png')
        .expect(400);
      await t.http.put(url).set(t.bearer(member.token)).attach('file', PNG, 'x.png').expect(403);
      await t.http.put(url).set(t.bearer(other.token)).attach('file', PNG, 'x.png').expect(403);
      await t.http.put(url).attach('file', PNG, 'x.png').expect(401);
      await t.http
        .put('/v1/partner-profile/00000000-0000-4000-8000-000000000000/image/logo')
        .set(t.bearer(o.token))
        .attach('file', PNG, 'x.png')
        .expect(404);
      expect(await objectCount(`partners/${o.user.partnerId}`)).toBe(0);
      await t.http.get(`/v1/files/partners/${o.user.partnerId}/${randomUUID()}.png`).expect(404);
    });
  });

  it('reads a Word resume in the background, proposes fields by socket, and applies the accepted ones', async () => {
    const { user, token } = await t.member();
    const socket: Socket<ServerToClientEvents> = io(t.url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
    const proposed = new Promise<{ status: string; proposals: Record<string, unknown> }>((resolve) =>
      socket.on(SocketEvent.ProfileUpdatedFromResume, (payload) => resolve(payload as never)),
    );
    const started = await t.http
      .put(`/v1/user/${user.id}/resume`)
      .set(t.bearer(token))
      .attach('file', await docxWith(RESUME), 'cv.docx')
      .expect(200);
    expect(started.body).toMatchObject({ status: 'reading', forOnboarding: false });

    const result = await proposed;
    expect(result.status).toBe('ready');
    expect(result.proposals).toMatchObject({
      headline: 'Lead Analyst at Babbage Ltd',
      jobTitle: 'Lead Analyst',
      companyName: 'Babbage Ltd',
      aboutMe: 'Analyst who turns engines into insight.',
      expertise: 'Mathematics, Programming',
      website: 'https://www.ada.example',
      city: 'London',
      experiences: [
        { title: 'Lead Analyst', companyName: 'Babbage Ltd', startDate: '2019-01-01', endDate: null },
        { title: 'Engineer', companyName: 'Difference Works', startDate: '2015-01-01', endDate: '2019-01-01' },
        { title: 'Apprentice', companyName: 'Jacquard Looms', startDate: '2012-09-01', endDate: '2015-06-01' },
      ],
    });
    expect((await t.http.get(`/v1/user/${user.id}/resume-import`).set(t.bearer(token)).expect(200)).body.status).toBe('ready');

    const updated = new Promise((resolve) => socket.on(SocketEvent.ProfileUpdated, resolve));
    const { experiences, headline, jobTitle } = result.proposals as {
      experiences: unknown[];
      headline: string;
      jobTitle: string;
    };
    await t.http
      .put(`/v1/user/${user.id}/resume-import/apply`)
      .set(t.bearer(token))
      .send({ headline, jobTitle, experiences })
      .expect(200);
    expect(await updated).toEqual({ profilePayload: { userId: user.id, forOnboarding: false } });
    const profile = await t.prisma.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(profile).toMatchObject({ headline: 'Lead Analyst at Babbage Ltd', jobTitle: 'Lead Analyst', companyName: null });
    expect(await t.prisma.experience.count({ where: { userId: user.id } })).toBe(3);
    socket.disconnect();
  });

  it('reads a PDF resume too, and serves the resume to the owner, and to others only when shown', async () => {
    const { user, token } = await t.member();
    const viewer = await t.member();
    await t.http.put(`/v1/user/${user.id}/resume`).set(t.bearer(token)).attach('file', pdfWith(RESUME), 'cv.pdf').expect(200);
    let status = 'reading';
    for (let i = 0; i < 50 && status === 'reading'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await t.http.get(`/v1/user/${user.id}/resume-import`).set(t.bearer(token))).body.status;
    }
    expect(status).toBe('ready');
    const own = await t.http.get(`/v1/profile/${user.id}/resume`).set(t.bearer(token)).buffer(true).expect(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="resume.pdf"');
    await t.http.get(`/v1/profile/${user.id}/resume`).set(t.bearer(viewer.token)).expect(200);
    const shown = await t.http.get(`/v1/profile/${user.id}`).set(t.bearer(viewer.token)).expect(200);
    expect(shown.body.resumeUrl).toBe(`/v1/profile/${user.id}/resume`);
    await t.prisma.profile.update({ where: { userId: user.id }, data: { showResume: false } });
    expect((await t.http.get(`/v1/profile/${user.id}`).set(t.bearer(viewer.token))).body.resumeUrl).toBeNull();
    await t.http.get(`/v1/profile/${user.id}/resume`).set(t.bearer(viewer.token)).expect(404);
    await t.http.get(`/v1/profile/${user.id}/resume`).set(t.bearer(token)).expect(200);
    await t.prisma.profile.update({ where: { userId: user.id }, data: { showResume: true } });
    await t.prisma.block.create({ data: { blockerId: user.id, blockedId: viewer.user.id } });
    await t.http.get(`/v1/profile/${user.id}/resume`).set(t.bearer(viewer.token)).expect(404);
  });

  it('says when a resume cannot be read, and has nothing to apply then', async () => {
    const { user, token } = await t.member();
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('garbage that is no pdf')]);
    await t.http.put(`/v1/user/${user.id}/resume`).set(t.bearer(token)).attach('file', broken, 'cv.pdf').expect(200);
    let body = { status: 'reading', error: null as string | null };
    for (let i = 0; i < 50 && body.status === 'reading'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      body = (await t.http.get(`/v1/user/${user.id}/resume-import`).set(t.bearer(token))).body;
    }
    expect(body.status).toBe('failed');
    expect(body.error).toMatch(/could not read/);
    await t.http.put(`/v1/user/${user.id}/resume-import/apply`).set(t.bearer(token)).send({ headline: 'x' }).expect(400);
  });
});
