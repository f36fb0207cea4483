/** The picture of the 404 page (content entry site_404_image), drawn like the packshots. */
import { NOT_FOUND_IMAGE_URL } from './content-data';

/** File name of the 404 picture inside the packshots folder (its URL is NOT_FOUND_IMAGE_URL). */
export const NOT_FOUND_IMAGE_FILE = NOT_FOUND_IMAGE_URL.split('/').pop() ?? 'site-404.png';

export const NOT_FOUND_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
  '<rect width="600" height="600" fill="#e3f2fd"/>',
  '<circle cx="210" cy="330" r="110" fill="#8d6e63"/><ellipse cx="120" cy="270" rx="40" ry="80" fill="#5d4037"/>',
  '<ellipse cx="300" cy="270" rx="40" ry="80" fill="#5d4037"/>',
  '<circle cx="175" cy="315" r="12" fill="#1a1a1a"/><circle cx="245" cy="315" r="12" fill="#1a1a1a"/>',
  '<circle cx="410" cy="360" r="90" fill="#ffb74d"/><path d="M335 310 L345 230 L395 285 Z" fill="#ffb74d"/>',
  '<path d="M485 310 L475 230 L425 285 Z" fill="#ffb74d"/>',
  '<circle cx="380" cy="350" r="10" fill="#1a1a1a"/><circle cx="440" cy="350" r="10" fill="#1a1a1a"/>',
  '<text x="300" y="150" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="bold" fill="#0054a4" ' +
    'text-anchor="middle">404</text>',
  '<text x="300" y="540" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#002f5f" text-anchor="middle">Page not found</text>',
  '</svg>',
].join('');
