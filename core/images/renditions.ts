/**
 * The renditions the image route makes: only those the app asks for (core/images/srcset.ts), so a
 * client cannot have the server render, and keep on disk, any number of sizes and qualities.
 */
import { IMAGE_MAX_STEP_WIDTH, IMAGE_WIDTH_STEPS } from '../constants';
import type { ImageModifiers } from './modifiers';

/** Every width the app requests: the width steps of §9 and the largest one. */
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_WIDTH_STEPS, IMAGE_MAX_STEP_WIDTH];

/**
 * Height-to-width ratios of the boxes the app draws images in: square (cart and gallery
 * thumbnails, product cards, the gallery's main image) and 4:3 (the home page's picture blocks).
 * A box of another shape needs its ratio here, or the image route refuses its renditions.
 */
export const IMAGE_BOX_RATIOS: readonly number[] = [1, 3 / 4];

/** Every height the app requests: each width at each box ratio, rounded as srcset.ts rounds it. */
export const IMAGE_HEIGHTS: readonly number[] = [
  ...new Set(IMAGE_BOX_RATIOS.flatMap((ratio) => IMAGE_WIDTHS.map((width) => Math.round(width * ratio)))),
].sort((a, b) => a - b);

/** The one quality the app renders at (the modifiers' default). */
export const IMAGE_QUALITY = 80;

/** Why the image route will not make these modifiers (field and message), or null when it will. */
export function renditionProblem(m: ImageModifiers): { field: keyof ImageModifiers; message: string } | null {
  if (m.width !== undefined && !IMAGE_WIDTHS.includes(m.width)) {
    return { field: 'width', message: `must be one of ${IMAGE_WIDTHS.join(', ')}` };
  }
  if (m.height !== undefined && !IMAGE_HEIGHTS.includes(m.height)) {
    return { field: 'height', message: `must be one of ${IMAGE_HEIGHTS.join(', ')}` };
  }
  if (m.quality !== IMAGE_QUALITY) return { field: 'quality', message: `must be ${IMAGE_QUALITY}` };
  if (m.background !== undefined) return { field: 'background', message: 'is not used by the app' };
  return null;
}

/**
 * Why `source` (the decoded path after the modifiers) is not the one spelling of an image, or null.
 * `packshots/./X.png`, `packshots///X.png` and `packshots/../packshots/X.png` name one file: each
 * would be one more render and one more cached file, so only the plain spelling is served.
 */
export function sourcePathProblem(source: string): string | null {
  if (source.includes('\\')) return 'must use / between folders';
  const segments = source.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return "must be a plain path (no empty, '.' or '..' parts)";
  }
  return null;
}
