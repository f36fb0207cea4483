/**
 * Draws the app icons, shortcut icons, favicon and store screenshots of manifest.webmanifest
 * from SVG with sharp. Output is committed under web/public; rerun after changing a drawing:
 *   npx tsx scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = `${root}web/public`;

const BRAND_BLUE = '#0054a4';
const DARK_BLUE = '#003366';
const WHITE = '#ffffff';
// Fonts installed on the build machines; the fallback keeps rendering working elsewhere.
const FONT = "DejaVu Sans, 'Liberation Sans', sans-serif";

/** The paw mark in a 100×100 box, centred, filled with `fill`. */
function pawMark(fill: string): string {
  return `<g fill="${fill}">
    <path d="M50 44c12 0 24 14 24 26 0 10-8 14-16 12-4-1-6-2-8-2s-4 1-8 2c-8 2-16-2-16-12 0-12 12-26 24-26z"/>
    <ellipse cx="29" cy="40" rx="7" ry="9" transform="rotate(-20 29 40)"/>
    <ellipse cx="43" cy="26" rx="7.5" ry="10" transform="rotate(-8 43 26)"/>
    <ellipse cx="57" cy="26" rx="7.5" ry="10" transform="rotate(8 57 26)"/>
    <ellipse cx="71" cy="40" rx="7" ry="9" transform="rotate(20 71 40)"/>
  </g>`;
}

/** Places a 100×100 drawing centred on a square of `size`, scaled to `share` of its side. */
function centred(drawing: string, size: number, share: number): string {
  const scale = (size * share) / 100;
  const offset = (size - 100 * scale) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g>`;
}

/** An "any" icon: rounded blue square (transparent corners) with the glyph large. */
function roundedIcon(size: number, glyph: string, share = 0.78): string {
  const radius = size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_BLUE}"/>
    ${centred(glyph, size, share)}
  </svg>`;
}

/**
 * A full-bleed icon. Maskable icons must keep their content inside the central circle of
 * radius 40 % (the platform may crop to any shape), so the mark is drawn at 62 % of the side.
 */
function fullBleedIcon(size: number, share: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${BRAND_BLUE}"/>
    ${centred(pawMark(WHITE), size, share)}
  </svg>`;
}

const stroke = `fill="none" stroke="${WHITE}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`;
const bagGlyph = `<path ${stroke} d="M24 36h52l-4 44H28z M38 36v-6a12 12 0 0 1 24 0v6"/>`;
const cartGlyph = `<g><path ${stroke} d="M16 24h11l9 36h34l7-26H31"/>
  <circle cx="40" cy="74" r="6" fill="${WHITE}"/><circle cx="66" cy="74" r="6" fill="${WHITE}"/></g>`;
const ordersGlyph = `<path ${stroke} d="M30 20h40v62H30z M40 38h20 M40 52h20 M40 66h12"/>`;

/** One product tile of a screenshot: packshot, name, price and an Add to Cart button. */
function productTile(x: number, y: number, w: number, name: string, price: string, label: string): string {
  const imageH = w * 0.72;
  const bagW = w * 0.34;
  const bagX = x + (w - bagW) / 2;
  const bagY = y + imageH * 0.14;
  const bagH = imageH * 0.72;
  return (
    `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${imageH + 118}" rx="12" fill="${WHITE}" stroke="#d9e1ea"/>
    <rect x="${x}" y="${y}" width="${w}" height="${imageH}" rx="12" fill="#eef3f8"/>
    <rect x="${bagX}" y="${bagY}" width="${bagW}" height="${bagH}" rx="10" fill="${WHITE}" stroke="#c5d3e2"/>
    <rect x="${bagX}" y="${bagY + bagH * 0.35}" width="${bagW}" height="${bagH * 0.3}" fill="${label}"/>
    ${`<g transform="translate(${bagX + bagW * 0.3} ${bagY + bagH * 0.08}) scale(${(bagW * 0.4) / 100})">${pawMark(BRAND_BLUE)}</g>`}
    <text x="${x + 14}" y="${y + imageH + 30}" font-family="${FONT}" font-size="17" fill="#1a1a1a">${name}</text>
    <text x="${x + 14}" y="${y + imageH + 56}" font-family="${FONT}" font-size="18" font-weight="bold" fill="#1a1a1a">${price}</text>
    <rect x="${x + 14}" y="${y + imageH + 70}" width="${w - 28}" height="36" rx="18" fill="${BRAND_BLUE}"/>
    <text x="${x + w / 2}" y="${y + imageH + 94}" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="16" font-weight="bold" fill="${WHITE}">Add to Cart</text>
  </g>`
  );
}

const PRODUCTS: ReadonlyArray<[name: string, price: string, label: string]> = [
  ['Adult Chicken &amp; Rice', '$54.99', '#e8a33d'],
  ['Puppy Lamb Recipe', '$49.99', '#5aa469'],
  ['Senior Salmon', '$57.99', '#3d7dc8'],
  ['Kitten Turkey', '$32.99', '#c8553d'],
  ['Weight Care', '$52.99', '#7a5ab8'],
  ['Renal Support', '$61.99', '#2f9e9e'],
];

/** The shop header: brand, navigation (wide only) and cart. */
function header(width: number, wide: boolean): string {
  const nav = wide
    ? (
        [
          ['Shop All Pet Food', 300],
          ['Dog', 500],
          ['Cat', 570],
          ['Autoship', 640],
        ] as const
      )
        .map(([item, x]) => `<text x="${x}" y="45" font-family="${FONT}" font-size="18" fill="${WHITE}">${item}</text>`)
        .join('')
    : '';
  return (
    `<rect width="${width}" height="72" fill="${BRAND_BLUE}"/>
    <g transform="translate(20 14) scale(0.44)">${pawMark(WHITE)}</g>
    <text x="72" y="46" font-family="${FONT}" font-size="26" font-weight="bold" fill="${WHITE}">Vitalis</text>
    ${nav}
    <g transform="translate(${width - 62} 14) scale(0.44)">${cartGlyph}</g>
    <rect width="${width}" height="34" y="72" fill="${DARK_BLUE}"/>
    <text x="${width / 2}" y="95" text-anchor="middle" font-family="${FONT}" font-size="15" fill="${WHITE}">` +
    'You are $12.50 away from free shipping</text>'
  );
}

/** The filter column of the wide screenshot. */
function filterColumn(): string {
  const options = ['Dog', 'Cat', 'Dry Food', 'Wet Food', 'Puppy / Kitten', 'Adult', 'Senior'];
  const rows = options
    .map((option, i) => {
      const y = 190 + i * 40;
      const checked = i === 0 || i === 2;
      return (
        `<rect x="32" y="${y - 16}" width="20" height="20" rx="4" ` +
        `fill="${checked ? BRAND_BLUE : WHITE}" stroke="${BRAND_BLUE}" stroke-width="2"/>
        <text x="64" y="${y}" font-family="${FONT}" font-size="17" fill="#1a1a1a">${option}</text>`
      );
    })
    .join('');
  return `<text x="32" y="150" font-family="${FONT}" font-size="20" font-weight="bold" fill="#1a1a1a">Filters</text>${rows}`;
}

/** A screenshot of the product list; wide has a filter column and 3×2 tiles, narrow 2×2 tiles. */
function shopScreenshot(width: number, height: number, wide: boolean): string {
  const columns = wide ? 3 : 2;
  const left = wide ? 260 : 16;
  const gap = 20;
  const tileW = (width - left - 16 - gap * (columns - 1)) / columns;
  const top = wide ? 170 : 250;
  const tileH = tileW * 0.72 + 118 + gap;
  const tiles = PRODUCTS.slice(0, wide ? 6 : 4)
    .map(([name, price, label], i) =>
      productTile(left + (i % columns) * (tileW + gap), top + Math.floor(i / columns) * tileH, tileW, name, price, label),
    )
    .join('');
  const search = wide
    ? ''
    : `<rect x="16" y="124" width="${width - 32}" height="44" rx="22" fill="#eef3f8" stroke="#c5d3e2"/>
       <text x="40" y="152" font-family="${FONT}" font-size="17" fill="#5b6b7b">Search dog and cat food</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#f7f9fb"/>
    ${header(width, wide)}
    ${wide ? filterColumn() : search}
    <text x="${left}" y="${top - 24}" font-family="${FONT}" font-size="24" font-weight="bold" fill="#1a1a1a">Shop All Pet Food</text>
    ${tiles}
  </svg>`;
}

async function writePng(path: string, svg: string): Promise<void> {
  const target = `${publicDir}/${path}`;
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
  console.log(`wrote ${relative(root, target)}`);
}

async function main(): Promise<void> {
  const appIconSvg = roundedIcon(512, pawMark(WHITE));
  await writePng('icons/icon-192.png', roundedIcon(192, pawMark(WHITE)));
  await writePng('icons/icon-512.png', appIconSvg);
  await writePng('icons/icon-maskable-512.png', fullBleedIcon(512, 0.62));
  // iOS ignores the manifest icons and masks apple-touch-icon itself, so it is full-bleed.
  await writePng('icons/apple-touch-icon-180.png', fullBleedIcon(180, 0.7));
  await writePng('icons/shortcut-shop-96.png', roundedIcon(96, bagGlyph, 0.8));
  await writePng('icons/shortcut-cart-96.png', roundedIcon(96, cartGlyph, 0.8));
  await writePng('icons/shortcut-orders-96.png', roundedIcon(96, ordersGlyph, 0.8));
  await writePng('screenshots/shop-wide.png', shopScreenshot(1280, 720, true));
  await writePng('screenshots/shop-narrow.png', shopScreenshot(540, 960, false));
  writeFileSync(`${publicDir}/favicon.svg`, `${roundedIcon(64, pawMark(WHITE)).replace(/\s+/g, ' ').trim()}\n`);
  console.log('wrote web/public/favicon.svg');
}

await main();
