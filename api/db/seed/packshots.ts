/**
 * Writes the seeded images (packshots and the 404 picture) into `${assetsDir}/packshots` with sharp.
 * A version file records which seed drew them: the same version only fills in missing files, a new
 * one redraws all. Files are renamed into place so a reader never sees half a PNG.
 */
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const PARALLEL_RENDERS = 4;
const VERSION_FILE = '.seed-version';

export interface ImageJob {
  /** file name inside the packshots folder */
  fileName: string;
  svg: string;
}

export function packshotsDir(assetsDir: string): string {
  return join(assetsDir, 'packshots');
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

export async function fileExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

export interface ImageRun {
  assetsDir: string;
  jobs: ImageJob[];
  version: string;
  onProgress?: (done: number, total: number) => void;
}

/** Returns how many files were drawn. */
export async function writeSeedImages({ assetsDir, jobs, version, onProgress }: ImageRun): Promise<number> {
  const dir = packshotsDir(assetsDir);
  await mkdir(dir, { recursive: true });
  const versionPath = join(dir, VERSION_FILE);
  const drawnVersion = await readFile(versionPath, 'utf8').catch(() => '');
  const redrawAll = drawnVersion.trim() !== version;
  let next = 0;
  let done = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const path = join(dir, job.fileName);
      if (redrawAll || !(await fileExists(path))) {
        const temporary = `${path}.${process.pid}.${next}.tmp`;
        await writeFile(temporary, await renderPng(job.svg));
        await rename(temporary, path);
        written++;
      }
      onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RENDERS }, worker));
  if (redrawAll) await writeFile(versionPath, version);
  return written;
}
