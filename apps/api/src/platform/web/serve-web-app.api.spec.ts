import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { APP_CONFIG_ELEMENT_ID, ErrorCode } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { pageWithAppConfig } from './serve-web-app';

const INLINE_SCRIPT = 'window.startedEarly = true;';

/** A web build as Vite lays it out, each text file well over the 1 KB below which nothing is compressed. */
function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nexus-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><title>Nexus</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
    'assets/index-3f9a1c2b.js': `export const greeting = 'hello';\n${'console.log(greeting);\n'.repeat(200)}`,
    'assets/index-3f9a1c2b.js.map': JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: 'AAAA;'.repeat(400) }),
    'assets/index-8d7e6f5a.css': `body { margin: 0; }\n${'.card { padding: 8px; }\n'.repeat(200)}`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(100)}</svg>`,
    'manifest.webmanifest': JSON.stringify({ name: 'Nexus', start_url: '/feed', display: 'standalone' }),
    'sw.js': `self.addEventListener('push', () => undefined);\n`,
    'offline.html': '<!doctype html><title>You are offline</title>',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  // The build's own compression of one script, marked so that a test tells it from the API's.
  const precompressedText = `${files['assets/index-3f9a1c2b.js']}// precompressed\n`;
  const precompressed = brotliCompressSync(precompressedText, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
  });
  writeFileSync(path.join(dir, 'assets/index-3f9a1c2b.js.br'), precompressed);
  return { dir, files, precompressedText };
}

describe('serving the web build', () => {
  const build = fakeWebBuild();
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ webDistDir: build.dir, serveSourceMaps: false })));
  afterAll(() => t.close());

  it('sends hashed assets compressed and cached for a year as immutable', async () => {
    const js = await t.http.get('/assets/index-3f9a1c2b.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.text).toBe(build.files['assets/index-3f9a1c2b.js']);

    const css = await t.http.get('/assets/index-8d7e6f5a.css').set('Accept-Encoding', 'gzip').expect(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the web app manifest and the service worker under their types, revalidated on every use (never a year)', async () => {
    const manifest = await t.http.get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const worker = await t.http.get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.text).toBe(build.files['sw.js']);
    const offline = await t.http.get('/offline.html').expect(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    // The CSP lets the page register its worker and read its manifest from its own origin.
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });

  it('sends index.html with the app config in it, for the root and for client-side routes, compressed and revalidated on every use', async () => {
    const config = (await t.http.get('/v1/app/config').expect(200)).body as unknown;
    const configElement = new RegExp(`<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`);
    for (const url of ['/', '/index.html', '/profile/someone', '/connections?tab=pending']) {
      const page = await t.http.get(url).set('Accept-Encoding', 'gzip').expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
      const json = configElement.exec(page.text)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(config);
      expect(page.text.replace(configElement, '')).toBe(build.files['index.html']);
      // Unchanged since last asked: 304, no body.
      const again = await t.http.get(url).set('If-None-Match', String(page.headers.etag)).expect(304);
      expect(again.text).toBeFalsy();
    }
  });

  it("lets index.html's inline script run, and no other (Content-Security-Policy)", async () => {
    const page = await t.http.get('/').expect(200);
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('writes the app config so that no value can close its script element', () => {
    const page = pageWithAppConfig('<html><head></head><body></body></html>', {
      environment: 'production',
      marketingSiteUrl: 'https://example.com/</script><script>alert(1)</script>',
      clientKey: 'key',
      push: { vapidPublicKey: 'key' },
      sso: { providers: [], development: false, adminPassword: true },
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = /type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      marketingSiteUrl: 'https://example.com/</script><script>alert(1)</script>',
    });
  });

  it("sends the build's own compressed copy of a file when there is one, for the original's URL only", async () => {
    const js = await t.http.get('/assets/index-3f9a1c2b.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    expect(js.text).toBe(build.precompressedText);
    await t.http.get('/assets/index-3f9a1c2b.js.br').expect(404);
  });

  it('compresses SVG and JSON answers of the API too', async () => {
    const svg = await t.http.get('/favicon.svg').set('Accept-Encoding', 'gzip').expect(200);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(svg.headers['cache-control']).toBe('no-cache');
    const json = await t.http.get('/v1/openapi.json').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.body.openapi).toBe('3.0.3');
  });

  it('does not serve source maps, nor index.html in place of a missing asset or API path', async () => {
    await t.http.get('/assets/index-3f9a1c2b.js.map').expect(404);
    await t.http.get('/assets/index-00000000.js').expect(404);
    const api = await t.http.get('/v1/no-such-thing').expect(404);
    expect(api.body).toMatchObject({ code: ErrorCode.RouteNotFound });
    await t.http.get('/v1').expect(404);
  });

  it('serves source maps when SERVE_SOURCE_MAPS says so', async () => {
    const withMaps = await startTestApp({ webDistDir: build.dir, serveSourceMaps: true });
    try {
      const map = await withMaps.http.get('/assets/index-3f9a1c2b.js.map').expect(200);
      expect(map.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await withMaps.close();
    }
  });
});
