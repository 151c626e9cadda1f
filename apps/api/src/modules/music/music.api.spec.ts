import { type MusicItem, Role, UPLOADS } from '@nexus/contracts';
import { PNG } from '../../platform/testing/documents';
import { wavOf } from '../../platform/database/seed/demo-music';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('music API (§7 GET /admin/music)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  /** A tenth of a second of a 440 Hz tone. */
  const song = wavOf(Float32Array.from({ length: 1600 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 16_000)));
  async function platformAdmin() {
    const admin = await t.member();
    await t.prisma.user.update({ where: { id: admin.user.id }, data: { role: Role.Admin } });
    return admin;
  }
  const upload = (m: TestMember, body: Buffer, name: string, query = '') =>
    t.http.post(`/v1/admin/music${query}`).set(as(m)).attach('file', body, name);
  const list = async () => (await t.http.get('/v1/admin/music').set(t.key).expect(200)).body as MusicItem[];

  it('an admin adds songs; the client key lists them; each plays from the public bucket; removed, it is gone', async () => {
    const admin = await platformAdmin();
    const named = (await upload(admin, song, 'drive.wav', '?title=Night%20drive').expect(200)).body as MusicItem;
    expect(named).toEqual({
      id: expect.any(String),
      Key: expect.stringMatching(/^music\/[0-9a-f-]{36}\.wav$/),
      title: 'Night drive',
    });
    const unnamed = (await upload(admin, song, 'late-night_lofi.wav').expect(200)).body as MusicItem;
    expect(unnamed.title).toBe('late night lofi');

    const songs = await list();
    expect(songs.indexOf(songs.find((s) => s.id === named.id)!)).toBeLessThan(songs.findIndex((s) => s.id === unnamed.id));
    expect(songs).toEqual(expect.arrayContaining([named, unnamed]));
    await t.http.get('/v1/admin/music').expect(401);

    const file = await t.http.get(`/v1/files/${named.Key}`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(file.body as Buffer, song)).toBe(0);

    // Byte ranges: Safari plays audio only from a server that answers them.
    expect(file.headers['accept-ranges']).toBe('bytes');
    const head = await t.http.get(`/v1/files/${named.Key}`).set('Range', 'bytes=0-99').buffer(true).expect(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${song.length}`);
    expect(Buffer.compare(head.body as Buffer, song.subarray(0, 100))).toBe(0);
    const tail = await t.http.get(`/v1/files/${named.Key}`).set('Range', 'bytes=3000-').buffer(true).expect(206);
    expect(Buffer.compare(tail.body as Buffer, song.subarray(3000))).toBe(0);
    const beyond = await t.http.get(`/v1/files/${named.Key}`).set('Range', `bytes=${song.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${song.length}`);

    await t.http.delete(`/v1/admin/music/${named.id}`).set(as(admin)).expect(200);
    expect((await list()).map((s) => s.id)).not.toContain(named.id);
    await t.http.get(`/v1/files/${named.Key}`).expect(404);
    await t.http.delete(`/v1/admin/music/${named.id}`).set(as(admin)).expect(404);
  });

  it('takes audio only, from platform admins only, and says which field is wrong', async () => {
    const admin = await platformAdmin();
    const member = await t.member();
    const image = await upload(admin, PNG, 'cover.png').expect(400);
    expect(image.body.httpMessage).toBe(`file: must be ${UPLOADS.music.description}`);
    const renamed = await upload(admin, PNG, 'song.wav').expect(400);
    expect(renamed.body.httpMessage).toBe(`file: must be ${UPLOADS.music.description}`);
    const emptyTitle = await upload(admin, song, 'a.wav', '?title=%20').expect(400);
    expect(emptyTitle.body.httpMessage).toMatch(/^title: /);
    await upload(member, song, 'a.wav').expect(403);
    await t.http.post('/v1/admin/music').attach('file', song, 'a.wav').expect(401);

    const kept = (await upload(admin, song, 'kept.wav').expect(200)).body as MusicItem;
    await t.http.delete(`/v1/admin/music/${kept.id}`).set(as(member)).expect(403);
    expect((await list()).map((s) => s.id)).toContain(kept.id);
    expect((await t.http.delete('/v1/admin/music/nope').set(as(admin)).expect(400)).body.httpMessage).toMatch(/^id: /);
    expect((await t.http.get('/v1/files/music/nope.wav').expect(400)).body.httpMessage).toBe('name: is not a song of Nexus');
  });
});
