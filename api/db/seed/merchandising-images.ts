/**
 * Pictures of the home page's two-column sections, drawn like the packshots (flat shapes, the
 * brand's blues) and kept beside them, where the image route and the offline image cache look.
 */
import type { ImageJob } from './packshots';

const PACKSHOTS_URL = '/assets/packshots';
export const AUTOSHIP_IMAGE = { url: `${PACKSHOTS_URL}/home-autoship.png`, fileName: 'home-autoship.png' } as const;
export const CLINIC_DELIVERY_IMAGE = { url: `${PACKSHOTS_URL}/home-clinic-delivery.png`, fileName: 'home-clinic-delivery.png' } as const;

const FONT = 'font-family="DejaVu Sans, sans-serif"';

/** A bag of dry food with the Vitalis band, at (x, y), `w` wide. */
function bag(x: number, y: number, w: number, band: string): string {
  const h = w * 1.35;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#ffffff" stroke="#002f5f" stroke-width="6"/>`,
    `<rect x="${x}" y="${y + h * 0.28}" width="${w}" height="${h * 0.22}" fill="${band}"/>`,
    `<text x="${x + w / 2}" y="${y + h * 0.43}" ${FONT} font-size="${w * 0.16}" font-weight="bold" fill="#ffffff" `,
    `text-anchor="middle">VITALIS</text>`,
  ].join('');
}

/** A bowl of kibble centred on `cx`, its rim at `y`. */
function bowl(cx: number, y: number): string {
  const kibble = [-60, -30, 0, 30, 60].map((dx, i) => `<circle cx="${cx + dx}" cy="${y - 8 - (i % 2) * 10}" r="16" fill="#a1683a"/>`);
  return [
    ...kibble,
    `<path d="M${cx - 110} ${y} L${cx + 110} ${y} L${cx + 80} ${y + 70} L${cx - 80} ${y + 70} Z" fill="#0054a4"/>`,
    `<rect x="${cx - 118}" y="${y - 6}" width="236" height="14" rx="7" fill="#002f5f"/>`,
  ].join('');
}

/** A delivery box with tape and the arrows of a repeating delivery. */
function deliveryBox(x: number, y: number): string {
  return [
    `<rect x="${x}" y="${y}" width="260" height="190" fill="#d7a86e" stroke="#8d6e63" stroke-width="6"/>`,
    `<rect x="${x + 105}" y="${y}" width="50" height="190" fill="#c48f52"/>`,
    `<path d="M${x} ${y} L${x + 40} ${y - 50} L${x + 300} ${y - 50} L${x + 260} ${y} Z" fill="#e6bf8c" stroke="#8d6e63" stroke-width="6"/>`,
  ].join('');
}

export const AUTOSHIP_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
  '<rect width="800" height="600" fill="#e3eef9"/>',
  '<circle cx="640" cy="130" r="80" fill="none" stroke="#0054a4" stroke-width="14"/>',
  '<path d="M640 50 L672 30 L668 70 Z" fill="#0054a4"/><path d="M640 210 L608 230 L612 190 Z" fill="#0054a4"/>',
  `<text x="640" y="145" ${FONT} font-size="44" font-weight="bold" fill="#002f5f" text-anchor="middle">5%</text>`,
  deliveryBox(90, 300),
  bag(150, 150, 150, '#0054a4'),
  bowl(560, 440),
  '<rect y="510" width="800" height="90" fill="#cfd6de"/>',
  '</svg>',
].join('');

export const CLINIC_DELIVERY_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
  '<rect width="800" height="600" fill="#f3f6fa"/>',
  '<rect x="380" y="90" width="360" height="420" fill="#ffffff" stroke="#002f5f" stroke-width="6"/>',
  '<rect x="380" y="90" width="360" height="70" fill="#002f5f"/>',
  `<text x="560" y="137" ${FONT} font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">VET CLINIC</text>`,
  '<rect x="520" y="330" width="90" height="180" fill="#0054a4"/><circle cx="595" cy="420" r="7" fill="#ffffff"/>',
  '<rect x="412" y="200" width="90" height="80" fill="#e3eef9" stroke="#002f5f" stroke-width="4"/>',
  '<rect x="618" y="200" width="90" height="80" fill="#e3eef9" stroke="#002f5f" stroke-width="4"/>',
  '<rect x="647" y="216" width="32" height="48" fill="#c62828"/><rect x="639" y="224" width="48" height="32" fill="#c62828"/>',
  deliveryBox(70, 320),
  bag(120, 170, 140, '#2e7d32'),
  '<rect y="510" width="800" height="90" fill="#cfd6de"/>',
  '</svg>',
].join('');

/** The image jobs of the merchandising pictures. */
export const MERCHANDISING_IMAGE_JOBS: ImageJob[] = [
  { fileName: AUTOSHIP_IMAGE.fileName, svg: AUTOSHIP_SVG },
  { fileName: CLINIC_DELIVERY_IMAGE.fileName, svg: CLINIC_DELIVERY_SVG },
];
