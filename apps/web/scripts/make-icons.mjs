// Writes the installable app's PNG icons (public/icons/) from the brand mark (public/favicon.svg: the "N" of
// ui/Brand.tsx on the light theme's primary blue). Run after changing the mark: `node scripts/make-icons.mjs`;
// the PNGs are committed. sharp comes from the API's dependencies.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(web, '../api/package.json'))('sharp');

const mark = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const letter = /<path d="([^"]+)"/.exec(mark)?.[1];
const blue = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1];
if (!letter || !blue) throw new Error('public/favicon.svg is not the brand mark this script expects (a rect and a path)');

/** The mark on a square canvas: `corner` rounds it (0 for a full-bleed square), `scale` shrinks the letter about its centre. */
const square = (corner, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${corner}" fill="${blue}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="${letter}" fill="#fff"/></g></svg>`;

const icons = [
  // "any": the mark as it is, rounded, on transparent corners.
  { file: 'icon-192.png', size: 192, svg: square(14, 1) },
  { file: 'icon-512.png', size: 512, svg: square(14, 1) },
  // "maskable": full bleed, the letter inside the safe zone (the middle 80%), since the platform cuts its own shape.
  { file: 'maskable-512.png', size: 512, svg: square(0, 0.75) },
  // iOS home screen: opaque, square (iOS rounds it).
  { file: 'apple-touch-icon-180.png', size: 180, svg: square(0, 0.85) },
  // The notification badge (Android's status bar): white on transparent, the platform tints it.
  {
    file: 'badge-96.png',
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="${letter}" fill="#fff"/></svg>`,
  },
];

for (const { file, size, svg } of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(web, 'public/icons', file), png);
  console.log(`public/icons/${file} ${size}x${size} ${png.length} bytes`);
}
