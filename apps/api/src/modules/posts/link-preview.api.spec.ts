import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, LINK_PREVIEW_LIMITS, type Post } from '@nexus/contracts';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

const PAGE = `<!doctype html><html><head>
  <title>Plain title</title>
  <meta property="og:title" content="Nexus &amp; friends">
  <META NAME="description" CONTENT="The plain description">
  <meta content="What we build" property="og:description">
  <meta property="og:image" content="/cover.png">
  <meta property="og:site_name" content="Nexus">
</head><body><meta property="og:title" content="Not in the head"></body></html>`;

/** A real web server on 127.0.0.1: pages, redirects, a non-HTML answer and a head that never ends. */
function startSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/page') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (path === '/plain')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<title> Only a\n title </title><p>hi');
    const hops = /^\/hop\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return response.writeHead(302, { location: left ? `/hop/${left - 1}` : '/page' }).end();
    }
    if (path === '/to-private') return response.writeHead(301, { location: 'http://10.0.0.1/page' }).end();
    if (path === '/json') return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (path === '/endless') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Endless</title>');
      const filler = `<meta name="x" content="${'x'.repeat(16 * 1024)}">`;
      const more = () => {
        if (!response.destroyed) response.write(filler, () => setImmediate(more));
      };
      return more();
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('link previews', () => {
  let site: Server;
  let base: string;

  beforeAll(async () => {
    site = await startSite();
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  describe('with loopback allowed (the test site is on 127.0.0.1)', () => {
    let t: TestApp;
    let member: TestMember;

    beforeAll(async () => {
      t = await startTestApp({ linkPreviewAllowLoopback: true });
      member = await t.member();
    });
    afterAll(() => t.close());

    const preview = (url: string) => t.http.post('/v1/post/link-preview').set(t.bearer(member.token)).send({ url });

    it("reads the page's head: Open Graph first, then <title> and the description", async () => {
      expect((await preview(`${base}/page`).expect(200)).body).toEqual({
        url: `${base}/page`,
        title: 'Nexus & friends',
        description: 'What we build',
        image: `${base}/cover.png`,
        siteName: 'Nexus',
      });
      expect((await preview(`${base}/plain`).expect(200)).body).toMatchObject({
        title: 'Only a title',
        description: null,
        image: null,
      });
    });

    it('follows redirects up to the limit, checking each address', async () => {
      const followed = await preview(`${base}/hop/${LINK_PREVIEW_LIMITS.maxRedirects - 1}`).expect(200);
      expect(followed.body).toMatchObject({ url: `${base}/page`, title: 'Nexus & friends' });
      const tooMany = await preview(`${base}/hop/${LINK_PREVIEW_LIMITS.maxRedirects}`).expect(422);
      expect(tooMany.body.code).toBe(ErrorCode.LinkPreviewUnavailable);
      expect((await preview(`${base}/to-private`).expect(400)).body.code).toBe(ErrorCode.LinkPreviewRefused);
    });

    it('stops reading at the size limit, and refuses what is not a page', async () => {
      expect((await preview(`${base}/endless`).expect(200)).body.title).toBe('Endless');
      expect((await preview(`${base}/json`).expect(422)).body.code).toBe(ErrorCode.LinkPreviewUnavailable);
      expect((await preview(`${base}/missing`).expect(422)).body.code).toBe(ErrorCode.LinkPreviewUnavailable);
    });

    it('stores the preview on the post; a page that cannot be read leaves none', async () => {
      const post = await t.http
        .post('/v1/post')
        .set(t.bearer(member.token))
        .send({ content: `Look ${base}/page`, linkUrl: `${base}/page` })
        .expect(200);
      expect((post.body as Post).linkPreview).toMatchObject({ title: 'Nexus & friends', url: `${base}/page` });
      const read = await t.http.get(`/v1/post/${post.body.id}`).set(t.bearer(member.token)).expect(200);
      expect(read.body.linkPreview).toEqual(post.body.linkPreview);
      const none = await t.http
        .post('/v1/post')
        .set(t.bearer(member.token))
        .send({ content: 'Gone', linkUrl: `${base}/missing` })
        .expect(200);
      expect(none.body.linkPreview).toBeNull();
    });
  });

  describe('by default', () => {
    let t: TestApp;
    let member: TestMember;

    beforeAll(async () => {
      t = await startTestApp();
      member = await t.member();
    });
    afterAll(() => t.close());

    const preview = (url: string) => t.http.post('/v1/post/link-preview').set(t.bearer(member.token)).send({ url });

    it.each([
      ['loopback', () => `${base}/page`],
      ['a name that resolves to loopback', () => base.replace('127.0.0.1', 'localhost') + '/page'],
      ['IPv6 loopback', () => 'http://[::1]/'],
      ['a private network', () => 'http://10.1.2.3/'],
      ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
      ['IPv4-mapped IPv6', () => 'http://[::ffff:127.0.0.1]/'],
      ['the unspecified address', () => 'http://0.0.0.0/'],
      ['another scheme', () => 'file:///etc/passwd'],
    ])('refuses %s (400)', async (_, url) => {
      const response = await preview(url()).expect(400);
      expect(response.body.code).toBe(ErrorCode.LinkPreviewRefused);
    });

    it('refuses a post whose link is private (400), and answers 400 naming the field and 401', async () => {
      const post = await t.http
        .post('/v1/post')
        .set(t.bearer(member.token))
        .send({ content: 'x', linkUrl: `${base}/page` })
        .expect(400);
      expect(post.body.code).toBe(ErrorCode.LinkPreviewRefused);
      expect((await preview('').expect(400)).body.issues[0].field).toBe('url');
      expect((await preview('http://exa mple.com').expect(400)).body.issues[0].field).toBe('url');
      await t.http
        .post('/v1/post/link-preview')
        .send({ url: `${base}/page` })
        .expect(401);
    });
  });
});
