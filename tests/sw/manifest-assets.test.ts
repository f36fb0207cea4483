import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// What Chromium needs to offer installation, plus the files the manifest names being real and
// the size it claims (a wrong size makes the browser ignore the icon or screenshot).
const root = new URL('../../', import.meta.url);
const publicFile = (src: string) => new URL(`web/public${src}`, root);
const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', root), 'utf8'));

type Image = { src: string; sizes: string; type: string; purpose?: string };
const allImages = (): Image[] => [
  ...manifest.icons,
  ...manifest.shortcuts.flatMap((shortcut: { icons: Image[] }) => shortcut.icons),
  ...manifest.screenshots,
];

describe('manifest.webmanifest', () => {
  it('has the installability members', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Vitalis Pet Nutrition Shop',
      short_name: 'Vitalis',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0054a4',
      background_color: '#ffffff',
    });
  });

  it('offers 192 and 512 icons for any purpose and a 512 maskable one', () => {
    const icons = manifest.icons.map((icon: Image) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('has Shop, Cart and Orders shortcuts with 96px icons', () => {
    const shortcuts = manifest.shortcuts.map((s: { short_name: string; url: string; icons: Image[] }) => [
      s.short_name,
      s.url,
      s.icons[0].sizes,
    ]);
    expect(shortcuts).toEqual([
      ['Shop', '/products', '96x96'],
      ['Cart', '/cart', '96x96'],
      ['Orders', '/account/orders', '96x96'],
    ]);
  });

  it('has one wide and one narrow screenshot', () => {
    const screenshots = manifest.screenshots.map((s: Image & { form_factor: string }) => [s.form_factor, s.sizes]);
    expect(screenshots).toEqual([
      ['wide', '1280x720'],
      ['narrow', '540x960'],
    ]);
  });

  it.each(allImages().map((image) => [image.src, image] as const))('%s exists as a PNG of the size it claims', async (_src, image) => {
    const file = publicFile(image.src);
    expect(existsSync(file)).toBe(true);

    const { width, height, format } = await sharp(file.pathname).metadata();
    expect(`${width}x${height}`).toBe(image.sizes);
    expect(format).toBe('png');
    expect(image.type).toBe('image/png');
  });

  it('paints the maskable icon edge to edge, so no platform mask shows a transparent corner', async () => {
    const maskable = manifest.icons.find((icon: Image) => icon.purpose === 'maskable');
    const { data, info } = await sharp(publicFile(maskable.src).pathname).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];

    expect([alphaAt(0, 0), alphaAt(info.width - 1, info.height - 1)]).toEqual([255, 255]);
  });
});
