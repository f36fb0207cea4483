import './worker-scope';
import { describe, expect, it } from 'vitest';
import { isProductImage } from '../../sw/routes/images';
import { target } from './request-target';

describe('isProductImage', () => {
  it('caches optimised images and packshots', () => {
    expect(isProductImage(target('/_ipx/f_webp&w_320/packshots/adult-chicken.png'))).toBe(true);
    expect(isProductImage(target('/assets/packshots/adult-chicken.webp'))).toBe(true);
  });

  it('leaves the precached build assets and other origins to their own routes', () => {
    expect(isProductImage(target('/assets/index-3f2a1c.js'))).toBe(false);
    expect(isProductImage(target('/icons/icon-192.png'))).toBe(false);
    expect(isProductImage(target('https://cdn.example/_ipx/w_320/a.png'))).toBe(false);
  });
});
