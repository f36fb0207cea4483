import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenditionCache } from '../../../api/features/images/rendition-cache';
import { createImageService } from '../../../api/features/images/images.service';
import { IMAGE_WIDTHS } from '../../../core/images/renditions';

const kb = (n: number) => Buffer.alloc(n * 1024, n);

describe('the image route’s disk cache is bounded', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-renditions-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('past its cap the least recently used renditions go; a read counts as a use', async () => {
    const cache = createRenditionCache({ dir, maxBytes: 10 * 1024 });
    await cache.write('a.webp', kb(4));
    await cache.write('b.webp', kb(4));
    expect(await cache.read('a.webp')).not.toBeNull(); // a is now more recent than b
    await cache.write('c.webp', kb(4)); // 12 KB > 10 KB: b goes
    expect((await readdir(dir)).sort()).toEqual(['a.webp', 'c.webp']);
    expect(await cache.read('b.webp')).toBeNull();
    expect(await cache.usage()).toEqual({ bytes: 8 * 1024, files: 2 });
  });

  it('a new process finds the files left on disk, oldest used first, and trims them to its cap', async () => {
    const long = new Date(Date.now() - 3_600_000);
    for (const [name, size] of [
      ['old.webp', 6],
      ['new.webp', 6],
    ] as const)
      await writeFile(join(dir, name), kb(size));
    await utimes(join(dir, 'old.webp'), long, long);
    const cache = createRenditionCache({ dir, maxBytes: 8 * 1024 });
    expect(await cache.usage()).toEqual({ bytes: 6 * 1024, files: 1 });
    expect(await readdir(dir)).toEqual(['new.webp']);
  });

  it('the image service keeps no more than its cap however many renditions are asked', async () => {
    const assets = join(dir, 'assets');
    const cacheDir = join(dir, 'cache');
    await mkdir(assets, { recursive: true });
    // noise, so each rendition has a real size
    const raw = Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251));
    await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toFile(join(assets, 'noise.png'));
    const maxCacheBytes = 40 * 1024;
    const images = createImageService({ assetsDir: assets, cacheDir, maxCacheBytes });
    let rendered = 0;
    for (const width of IMAGE_WIDTHS) {
      const image = await images.render('noise.png', { format: 'webp', fit: 'cover', width, height: width, quality: 80 });
      rendered += image.body.length;
    }
    expect(rendered).toBeGreaterThan(maxCacheBytes); // the asks did not fit: some had to go
    const usage = await images.cacheUsage();
    expect(usage.bytes).toBeLessThanOrEqual(maxCacheBytes);
    const onDisk = await readdir(cacheDir);
    expect(onDisk.length).toBe(usage.files);
    expect(onDisk.length).toBeLessThan(IMAGE_WIDTHS.length);
  });
});
