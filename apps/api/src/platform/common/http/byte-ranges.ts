import { Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** The one byte range asked for, within a file of `size` bytes; undefined: none asked (or several); null: unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? null : { start, end };
}

/** Passes on bytes start..end (inclusive) of a stream, and ends it once they are through. */
function slice(source: Readable, start: number, end: number): Readable {
  let position = 0;
  const sliced = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - position);
      const to = Math.min(chunk.length, end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > end) {
        this.push(null);
        source.destroy();
      }
      done();
    },
  });
  return source.pipe(sliced);
}

/**
 * Byte ranges (RFC 9110 §14) for every file the API streams with a known length: Safari plays audio and video only
 * from a server that answers them, and every browser seeks with them. One range per request (a multi-range request
 * gets the whole file, as the RFC allows); the file is read from its start and the bytes before the range dropped.
 */
export function serveByteRanges(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer (a send, a feed page), and most leave at the first test.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !(payload instanceof Readable)) return done(null, payload);
    const size = Number(reply.getHeader('content-length'));
    if (!Number.isSafeInteger(size) || size <= 0 || reply.getHeader('content-encoding')) return done(null, payload);
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(request.headers.range, size);
    if (range === undefined) return done(null, payload);
    if (range === null) {
      payload.destroy();
      reply.code(416).header('content-range', `bytes */${size}`).header('content-length', 0);
      return done(null, '');
    }
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    done(null, slice(payload, range.start, range.end));
  });
}
