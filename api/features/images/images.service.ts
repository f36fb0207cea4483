import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import type { ImageModifiers } from '../../../core/images/modifiers';
import { notFound } from '../../errors';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The image optimiser: renders a source under the assets directory with the asked modifiers
 * through sharp, and keeps every rendition on disk so each is made once.
 */
export function createImageService(options: { assetsDir: string; cacheDir: string }) {
  const { assetsDir, cacheDir } = options;
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
    const cached = join(cacheDir, `${key}.${modifiers.format}`);
    const contentType = `image/${modifiers.format}`;
    const etag = `"${key}"`;
    const existing = await readFile(cached).catch(() => null);
    if (existing) return { body: existing, contentType, etag };
    const background = modifiers.background ? `#${modifiers.background}` : { r: 255, g: 255, b: 255, alpha: 0 };
    let pipeline = sharp(path).resize({
      width: modifiers.width,
      height: modifiers.height,
      fit: modifiers.fit,
      background,
      withoutEnlargement: false,
    });
    if (modifiers.background) pipeline = pipeline.flatten({ background });
    const body = await pipeline.toFormat(modifiers.format, { quality: modifiers.quality }).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cached); // atomic: a reader never sees half a file
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
  };
}
export type ImageService = ReturnType<typeof createImageService>;
