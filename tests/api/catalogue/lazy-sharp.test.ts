/**
 * sharp (libvips, some 19 MB resident) loads with the first rendition the disk cache lacks, not
 * with the image service: a process whose renditions are cached never loads it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CHILD = join(__dirname, 'lazy-sharp.child.ts');

describe.skipIf(!existsSync('/proc/self/maps'))('sharp loads with the first rendition to make', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-lazy-sharp-'));
    await mkdir(join(dir, 'assets'));
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c05a28' } })
      .png()
      .toFile(join(dir, 'assets', 'pixel.png'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const renderInAProcess = async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, join(dir, 'assets'), join(dir, 'cache')]);
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as { before: boolean; after: boolean; bytes: number };
  };

  it('not before a rendition is asked; when one is made, yes; when the disk cache has it, never', async () => {
    const first = await renderInAProcess();
    expect(first).toMatchObject({ before: false, after: true });
    expect(first.bytes).toBeGreaterThan(0);
    const cached = await renderInAProcess();
    expect(cached).toEqual({ before: false, after: false, bytes: first.bytes });
  });
});
