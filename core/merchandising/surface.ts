/**
 * Colours of the content blocks the merchandising calls describe (carousels of §2, the home
 * page's blocks, banners): a background of §9 and a copy colour, light or dark.
 */
import type { CAROUSEL_BACKGROUNDS } from '../constants';

/** A block background of §9 (white, blue, light blue, dark blue, gray, light gray, dark gray, transparent). */
export type SurfaceBackground = (typeof CAROUSEL_BACKGROUNDS)[number];
/** Text colour over a background (§2 copyColor). */
export type CopyColor = 'light' | 'dark';

export const COPY_COLORS = ['light', 'dark'] as const;

/**
 * The copy colour that reads on each background (WCAG AA, 4.5:1 or more): white copy on the blues
 * and dark gray (7.6:1 and more), dark copy on the light ones (12:1 and more). The other colour on
 * any of them falls below 3:1. Transparent blocks sit on the white page.
 */
export const LEGIBLE_COPY: Readonly<Record<SurfaceBackground, CopyColor>> = {
  white: 'dark',
  blue: 'light',
  'light blue': 'dark',
  'dark blue': 'light',
  gray: 'dark',
  'light gray': 'dark',
  'dark gray': 'light',
  transparent: 'dark',
};

/** True when the copy colour reads on the background. */
export function isLegible(background: SurfaceBackground, copy: CopyColor): boolean {
  return LEGIBLE_COPY[background] === copy;
}

/**
 * The copy colour to draw: the authored one when it reads on the background, else the one that
 * does, so a content edit can never put white text on light gray.
 */
export function legibleCopyColor(background: SurfaceBackground = 'transparent', copy?: CopyColor): CopyColor {
  return copy && isLegible(background, copy) ? copy : LEGIBLE_COPY[background];
}

/** Class name part of a background: 'light blue' → 'light-blue'. */
export function backgroundSlug(background: SurfaceBackground = 'transparent'): string {
  return background.replace(/\s+/g, '-');
}
