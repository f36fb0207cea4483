import { describe, expect, it } from 'vitest';
import { formatImageModifiers, MAX_IMAGE_DIMENSION, parseImageModifiers } from '../../../core/images/modifiers';
import { imageWidthStep, ipxUrl, responsiveImage, sizesAttribute } from '../../../core/images/srcset';

describe('parseImageModifiers', () => {
  it('reads short and long names with defaults for the rest', () => {
    expect(parseImageModifiers('f_webp,w_320,h_200,fit_contain,q_70,b_ffffff')).toEqual({
      ok: true,
      value: { format: 'webp', fit: 'contain', width: 320, height: 200, quality: 70, background: 'ffffff' },
    });
    expect(parseImageModifiers('width_100&format_png')).toEqual({
      ok: true,
      value: { format: 'png', fit: 'cover', width: 100, quality: 80 },
    });
    expect(parseImageModifiers('_')).toEqual({ ok: true, value: { format: 'webp', fit: 'cover', quality: 80 } });
  });

  it('reads resize as width x height', () => {
    const parsed = parseImageModifiers('s_640x480');
    expect(parsed.ok && [parsed.value.width, parsed.value.height]).toEqual([640, 480]);
    expect(parseImageModifiers('s_640')).toMatchObject({ ok: false, field: 'resize' });
  });

  it.each([
    ['w_0', 'width'],
    [`w_${MAX_IMAGE_DIMENSION + 1}`, 'width'],
    ['h_abc', 'height'],
    ['q_101', 'quality'],
    ['f_gif', 'format'],
    ['fit_stretch', 'fit'],
    ['b_red', 'background'],
    ['zoom_2', 'zoom_2'],
  ])('refuses %s naming %s', (segment, field) => {
    expect(parseImageModifiers(segment)).toMatchObject({ ok: false, field });
  });

  it('formats back in a stable order', () => {
    expect(formatImageModifiers({ width: 320, format: 'webp', fit: 'contain' })).toBe('f_webp,fit_contain,w_320');
    expect(formatImageModifiers({})).toBe('_');
  });
});

describe('responsive images', () => {
  it('rounds widths up to the §9 steps and caps at 1200', () => {
    expect([10, 50, 51, 181, 640, 641, 900, 901, 5000].map(imageWidthStep)).toEqual([50, 50, 100, 320, 640, 900, 900, 1200, 1200]);
  });

  it('builds 1x and 2x renditions through the image route as webp', () => {
    const image = responsiveImage('/assets/packshots/dog-food.png', 150, 200);
    expect(image.src).toBe('/_ipx/f_webp,fit_contain,w_150,h_200/packshots/dog-food.png');
    expect(image.srcSet).toBe(
      '/_ipx/f_webp,fit_contain,w_150,h_200/packshots/dog-food.png 1x, /_ipx/f_webp,fit_contain,w_320,h_427/packshots/dog-food.png 2x',
    );
    expect(ipxUrl('assets/a.png', { width: 50 })).toBe('/_ipx/f_webp,w_50/a.png');
  });

  it('turns the sizes hint into a sizes attribute', () => {
    expect(sizesAttribute()).toBe('(max-width: 640px) 100vw, (max-width: 768px) 80vw, 800px');
  });
});
