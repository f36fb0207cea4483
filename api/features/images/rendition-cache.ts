/**
 * The image route's disk cache, bounded in bytes: when a new rendition takes it past its cap, the
 * least recently used files go. The order of use is kept in memory (a Map in use order), started
 * from the files' modification times at the first call; a hit also touches its file, so the order
 * survives a restart. Processes sharing the directory each keep their own order; a file another
 * process removed is simply rendered again.
 */
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RenditionCache {
  /** The cached file's bytes, or null; a hit counts as a use. */
  read(name: string): Promise<Buffer | null>;
  /** Stores a rendition (atomically: a reader never sees half a file), then evicts down to the cap. */
  write(name: string, body: Buffer): Promise<void>;
  /** Bytes and files held now (as this process knows them). */
  usage(): Promise<{ bytes: number; files: number }>;
}

export function createRenditionCache(options: { dir: string; maxBytes: number }): RenditionCache {
  const { dir, maxBytes } = options;
  /** file name → size, least recently used first */
  const sizes = new Map<string, number>();
  let bytes = 0;
  let loaded: Promise<void> | null = null;

  async function load(): Promise<void> {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.endsWith('.tmp'));
    const found = await Promise.all(names.map(async (name) => ({ name, info: await stat(join(dir, name)).catch(() => null) })));
    for (const { name, info } of found.filter((f) => f.info?.isFile()).sort((a, b) => a.info!.mtimeMs - b.info!.mtimeMs)) {
      sizes.set(name, info!.size);
      bytes += info!.size;
    }
    await evict();
  }
  const ready = () => {
    loaded ??= load();
    return loaded;
  };

  function forget(name: string): void {
    bytes -= sizes.get(name) ?? 0;
    sizes.delete(name);
  }

  async function evict(): Promise<void> {
    while (bytes > maxBytes && sizes.size > 0) {
      const oldest = sizes.keys().next().value as string;
      forget(oldest);
      await unlink(join(dir, oldest)).catch(() => undefined);
    }
  }

  return {
    async read(name) {
      await ready();
      const body = await readFile(join(dir, name)).catch(() => null);
      if (!body) {
        forget(name);
        return null;
      }
      // most recently used now: last in the Map, and on disk for the next start
      forget(name);
      sizes.set(name, body.length);
      bytes += body.length;
      const now = new Date();
      await utimes(join(dir, name), now, now).catch(() => undefined);
      return body;
    },
    async write(name, body) {
      await ready();
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `${name}.${process.pid}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, join(dir, name));
      forget(name);
      sizes.set(name, body.length);
      bytes += body.length;
      await evict();
    },
    async usage() {
      await ready();
      return { bytes, files: sizes.size };
    },
  };
}
