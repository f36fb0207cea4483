import { describe, expect, it } from 'vitest';
import { CAROUSEL_BACKGROUNDS } from '../../../core/constants';
import { backgroundSlug, isLegible, LEGIBLE_COPY, legibleCopyColor } from '../../../core/merchandising/surface';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// The colours of web/ui/Surface.css and the theme's text colours (web/app/styles.css).
const BACKGROUND_HEX = {
  white: '#ffffff',
  blue: '#0054a4',
  'light blue': '#e3eef9',
  'dark blue': '#002f5f',
  gray: '#cfd6de',
  'light gray': '#f3f6fa',
  'dark gray': '#3d4653',
  transparent: '#ffffff',
} as const;
const COPY_HEX = { light: '#ffffff', dark: '#1a1f2b' } as const;

describe('block colours (§2 bg_color and copyColor)', () => {
  it('knows every background of §9', () => {
    expect(Object.keys(LEGIBLE_COPY).sort()).toEqual([...CAROUSEL_BACKGROUNDS].sort());
  });

  it.each(CAROUSEL_BACKGROUNDS)('on %s the legible copy colour reaches 4.5:1 and the other does not', (background) => {
    const legible = LEGIBLE_COPY[background];
    const other = legible === 'light' ? 'dark' : 'light';
    expect(contrast(BACKGROUND_HEX[background], COPY_HEX[legible])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BACKGROUND_HEX[background], COPY_HEX[other])).toBeLessThan(4.5);
    expect(isLegible(background, legible)).toBe(true);
    expect(isLegible(background, other)).toBe(false);
  });

  it.each([
    ['dark blue', 'light', 'light'],
    ['dark blue', 'dark', 'light'],
    ['light gray', 'light', 'dark'],
    ['white', undefined, 'dark'],
    [undefined, undefined, 'dark'],
  ] as const)('on %s, copy %s draws as %s', (background, copy, drawn) => {
    expect(legibleCopyColor(background, copy)).toBe(drawn);
  });

  it('names the class of a background', () => {
    expect(backgroundSlug('light blue')).toBe('light-blue');
    expect(backgroundSlug('dark gray')).toBe('dark-gray');
    expect(backgroundSlug()).toBe('transparent');
  });
});
