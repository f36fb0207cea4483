import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type createSharp from 'sharp';
import type { ImageModifiers } from '../../../core/images/modifiers';
import { notFound } from '../../errors';
import { createRenditionCache } from './rendition-cache';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * sharp, loaded with the first rendition the disk cache does not hold: libvips costs a process some
 * 19 MB of resident memory from the moment it loads, and a process whose renditions are all cached
 * (or that serves no image) never needs it.
 */
let sharpLoaded: Promise<typeof createSharp> | undefined;
const loadSharp = () => {
  sharpLoaded ??= import('sharp').then((module) => module.default as typeof createSharp);
  return sharpLoaded;
};

/** Default cap of the renditions kept on disk (IMAGE_CACHE_MAX_MB). */
export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * The image optimiser: renders a source under the assets directory with the asked modifiers
 * through sharp, and keeps renditions on disk, up to `maxCacheBytes` (least recently used go
 * first), so each is made once while it is in use.
 */
export function createImageService(options: { assetsDir: string; cacheDir: string; maxCacheBytes?: number }) {
  const { assetsDir } = options;
  const cache = createRenditionCache({ dir: options.cacheDir, maxBytes: options.maxCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES });
  const inFlight = new Map<string, Promise<RenderedImage>>();

  /** The source's file, refusing anything that would leave the assets directory. */
  async function sourceFile(source: string): Promise<{ path: string; mtimeMs: number }> {
    const path = normalize(join(assetsDir, source));
    if (!path.startsWith(assetsDir + sep)) throw notFound('Unknown image source');
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw notFound('Unknown image source');
    return { path, mtimeMs: info.mtimeMs };
  }

  async function renderToCache(path: string, modifiers: ImageModifiers, key: string): Promise<RenderedImage> {
    const cached = `${key}.${modifiers.format}`;
    const contentType = `image/${modifiers.format}`;
    const etag = `"${key}"`;
    const existing = await cache.read(cached);
    if (existing) return { body: existing, contentType, etag };
    const background = modifiers.background ? `#${modifiers.background}` : { r: 255, g: 255, b: 255, alpha: 0 };
    const sharp = await loadSharp();
    let pipeline = sharp(path).resize({
      width: modifiers.width,
      height: modifiers.height,
      fit: modifiers.fit,
      background,
      withoutEnlargement: false,
    });
    if (modifiers.background) pipeline = pipeline.flatten({ background });
    const body = await pipeline.toFormat(modifiers.format, { quality: modifiers.quality }).toBuffer();
    await cache.write(cached, body);
    return { body, contentType, etag };
  }

  return {
    async render(source: string, modifiers: ImageModifiers): Promise<RenderedImage> {
      const { path, mtimeMs } = await sourceFile(source);
      const key = createHash('sha1')
        .update(JSON.stringify([source, mtimeMs, modifiers]))
        .digest('hex');
      // Concurrent asks for one rendition share one sharp job.
      let job = inFlight.get(key);
      if (!job) {
        job = renderToCache(path, modifiers, key).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },
    /** What the disk cache holds now. */
    cacheUsage: () => cache.usage(),
  };
}
export type ImageService = ReturnType<typeof createImageService>;
