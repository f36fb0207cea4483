/**
 * Packshot drawings: a pack of the right shape (bag, can, tray, pouch) on a background, with a label
 * naming line, product, form and species. Colours and decoration come from a generator seeded by the
 * handle, so every product looks different and every run draws the same picture.
 */
import { escapeHtml } from '../../http/html';
import { between, pick, type Random, randomFor } from './random';

export const PACKSHOT_SIZE = 600;
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

export interface PackshotSpec {
  handle: string;
  lineName: string;
  bandColor: string;
  subBrand: string;
  flavor: string;
  /** e.g. 'Dry Dog Food' */
  formTitle: string;
  species: 'dog' | 'cat';
  packType: 'bag' | 'can' | 'tray' | 'pouch';
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue)},${Math.round(saturation)}%,${Math.round(lightness)}%)`;

const PACK_SHAPES: Record<PackshotSpec['packType'], (fill: string) => string> = {
  bag: (fill) => `<path d="M110 120 Q300 70 490 120 L520 560 Q300 590 80 560 Z" fill="${fill}"/>`,
  can: (fill) =>
    `<rect x="110" y="95" width="380" height="460" fill="${fill}"/>` +
    `<ellipse cx="300" cy="555" rx="190" ry="28" fill="${fill}"/>` +
    `<ellipse cx="300" cy="95" rx="190" ry="28" fill="#d9d9d9" stroke="${fill}" stroke-width="6"/>`,
  tray: (fill) =>
    `<rect x="40" y="150" width="520" height="340" rx="36" fill="${fill}"/>` +
    `<rect x="24" y="134" width="552" height="36" rx="14" fill="#e0e0e0"/>`,
  pouch: (fill) =>
    '<path d="M100 110 L130 90 L160 110 L190 90 L220 110 L250 90 L280 110 L310 90 L340 110 L370 90 L400 110 ' +
    `L430 90 L460 110 L490 90 L500 110 L510 560 Q300 600 90 560 Z" fill="${fill}"/>`,
};

/** Splits a text into lines of at most `width` characters at word boundaries. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" text-anchor="middle" ${extra}>${escapeHtml(content)}</text>`;
}

function decorations(random: Random): string {
  const count = 4 + Math.floor(random() * 5);
  return Array.from({ length: count }, () => {
    const x = Math.round(between(random, 0, PACKSHOT_SIZE));
    const y = Math.round(between(random, 0, PACKSHOT_SIZE));
    const radius = Math.round(between(random, 20, 120));
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" fill-opacity="${between(random, 0.08, 0.3).toFixed(2)}"/>`;
  }).join('');
}

function label(spec: PackshotSpec): string {
  const nameLines = wrapWords(spec.subBrand, 20).slice(0, 2);
  const flavorLines = wrapWords(spec.flavor, 24).slice(0, 2);
  const parts = [
    `<rect x="130" y="190" width="340" height="290" rx="18" fill="#ffffff" fill-opacity="0.94"/>`,
    `<rect x="130" y="190" width="340" height="52" rx="18" fill="${spec.bandColor}"/>`,
    text(300, 225, 22, spec.lineName, 'fill="#ffffff" font-weight="bold"'),
    ...nameLines.map((line, index) => text(300, 282 + index * 34, 30, line, 'fill="#1a1a1a" font-weight="bold"')),
    ...flavorLines.map((line, index) => text(300, 300 + nameLines.length * 34 + index * 28, 22, line, 'fill="#333333"')),
    text(300, 440, 20, spec.formTitle.toUpperCase(), `fill="${spec.bandColor}" font-weight="bold"`),
  ];
  return parts.join('');
}

function speciesBadge(spec: PackshotSpec, random: Random): string {
  const x = pick(random, [150, 450]);
  return (
    `<circle cx="${x}" cy="520" r="42" fill="${spec.bandColor}" stroke="#ffffff" stroke-width="5"/>` +
    text(x, 528, 22, spec.species.toUpperCase(), 'fill="#ffffff" font-weight="bold"')
  );
}

export function packshotSvg(spec: PackshotSpec): string {
  const random = randomFor(`packshot:${spec.handle}`);
  const hue = random() * 360;
  const background = [hsl(hue, 55, 88), hsl(hue + 40, 60, 72)];
  const packFill = hsl(hue + 180 + between(random, -40, 40), between(random, 45, 80), between(random, 35, 55));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 600 600">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">`,
    `<stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>`,
    `<rect width="600" height="600" fill="url(#bg)"/>`,
    decorations(random),
    PACK_SHAPES[spec.packType](packFill),
    label(spec),
    speciesBadge(spec, random),
    '</svg>',
  ].join('');
}
