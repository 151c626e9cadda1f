import { crc32, deflateSync } from 'node:zlib';

/** Small deterministic random numbers (mulberry32), so every run seeds the same community. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = readonly [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const shade = ([r, g, b]: Rgb, f: number): Rgb => [r * f, g * f, b * f].map((v) => Math.min(255, v)) as unknown as Rgb;

const SKIN = ['#5c3a1e', '#8d5524', '#a0673a', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac'].map(rgb);
const HAIR = ['#161616', '#2b1d12', '#4a2c1d', '#6a4e2e', '#a8743a', '#d6b370', '#8e8e8e'].map(rgb);
const CLOTHES = ['#1f4e79', '#2e7d32', '#6a1b9a', '#b23a3a', '#37474f', '#00695c', '#c25e00', '#283593'].map(rgb);
const BACKDROP = ['#cfe3f5', '#f5e1cf', '#dcedc8', '#f8d7e3', '#e1d5f5', '#d7f0ee', '#f3efd0'].map(rgb);
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'buzz'] as const;

const SIZE = 96;
/** Samples per pixel side: 2 × 2 samples smooth the edges. */
const SUPERSAMPLE = 2;

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/**
 * A head-and-shoulders picture (skin, hair style and colour, clothes, backdrop chosen by `seed`) as a
 * 96 × 96 PNG: what the demo members show as their photo, made without network or image library.
 */
export function portraitPng(seed: number): Buffer {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const clothes = pick(CLOTHES);
  const backdrop = pick(BACKDROP);
  const style = pick(HAIR_STYLES);
  const headRx = 0.16 + random() * 0.03;

  const face = shade(skin, 0.85);
  // What each sample shows, as an index into `paint`: drawn back to front, the first match wins.
  const paint: Rgb[] = [[40, 30, 25], shade(skin, 0.7), style === 'buzz' ? shade(hair, 1.15) : hair, skin, hair, face, clothes];
  const BACKDROP_PAINT = paint.length;
  const paintAt = (x: number, y: number): number => {
    if (inEllipse(x, y, 0.5 - headRx * 0.4, 0.45, 0.014, 0.016) || inEllipse(x, y, 0.5 + headRx * 0.4, 0.45, 0.014, 0.016))
      return 0; // eyes
    if (y > 0.545 && inEllipse(x, y, 0.5, 0.545, 0.04, 0.012)) return 1; // mouth
    const cap =
      style !== 'curly' &&
      y < (style === 'buzz' ? 0.31 : 0.34) + (0.05 * Math.abs(x - 0.5)) / headRx &&
      inEllipse(x, y, 0.5, 0.42, headRx + 0.02, style === 'buzz' ? 0.205 : 0.215);
    if (cap || (style === 'bun' && inEllipse(x, y, 0.5, 0.2, 0.075, 0.07))) return 2;
    if (inEllipse(x, y, 0.5, 0.44, headRx, 0.2)) return 3;
    if (
      (style === 'long' && y < 0.74 && inEllipse(x, y, 0.5, 0.5, headRx + 0.06, 0.29)) ||
      (style === 'curly' && inEllipse(x, y, 0.5, 0.38, headRx + 0.1, 0.25))
    )
      return 4;
    const neck = Math.abs(x - 0.5) < 0.06;
    if (inEllipse(x, y, 0.5, 1.08, 0.42, 0.38)) return neck && y < 0.74 ? 5 : 6;
    if (neck && y > 0.55 && y < 0.8) return 5;
    return BACKDROP_PAINT;
  };

  const stride = SIZE * 3 + 1;
  const raw = Buffer.alloc(stride * SIZE);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < SIZE; py++) {
    raw[py * stride] = 0; // filter: none
    paint[BACKDROP_PAINT] = shade(backdrop, 1.04 - (0.1 * (py + 0.5)) / SIZE);
    for (let px = 0; px < SIZE; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const colour = paint[paintAt((px + (sx + 0.5) / SUPERSAMPLE) / SIZE, (py + (sy + 0.5) / SUPERSAMPLE) / SIZE)]!;
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      const at = py * stride + 1 + px * 3;
      raw[at] = r / samples;
      raw[at + 1] = g / samples;
      raw[at + 2] = b / samples;
    }
  }
  return png(SIZE, SIZE, raw);
}

/** A truecolour PNG from filtered scanlines. */
function png(width: number, height: number, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
