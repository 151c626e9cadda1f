import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { byteRange, serveByteRanges } from './byte-ranges';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('%s of 1,000 bytes', (header, range) => expect(byteRange(header, 1000)).toEqual(range));

  it.each(['bytes=1000-', 'bytes=500-400', 'bytes=-0'])('%s cannot be served (416)', (header) =>
    expect(byteRange(header, 1000)).toBeNull(),
  );

  it.each([undefined, 'bytes=-', 'bytes=0-1,5-6', 'items=0-1'])('%s asks for the whole file', (header) =>
    expect(byteRange(header, 1000)).toBeUndefined(),
  );
});

describe('serveByteRanges on a real Fastify server', () => {
  const file = Buffer.from(Array.from({ length: 30 }, (_, i) => i));
  const server = Fastify();
  serveByteRanges(server);
  // Three chunks of ten bytes: a range that starts in one and ends in another.
  server.get('/file', (_request, reply) =>
    reply.header('content-length', file.length).send(Readable.from([0, 10, 20].map((at) => file.subarray(at, at + 10)))),
  );
  server.get('/json', () => ({ ok: true }));
  afterAll(() => server.close());

  it('answers a range across chunks with 206 and exactly those bytes', async () => {
    const answer = await server.inject({ url: '/file', headers: { range: 'bytes=5-24' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 5-24/30');
    expect(answer.rawPayload).toEqual(file.subarray(5, 25));
  });

  it('answers the whole file with Accept-Ranges when no range is asked, and leaves JSON alone', async () => {
    const whole = await server.inject({ url: '/file' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(file);
    const json = await server.inject({ url: '/json', headers: { range: 'bytes=0-1' } });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ ok: true });
  });
});
