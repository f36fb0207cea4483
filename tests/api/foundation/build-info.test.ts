/**
 * The build every page names (its meta tag, the kept pages' key): read from dist/builds/latest.json
 * at most once a second, so a deploy shows within the second and a busy server does not read the
 * file for every page.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBuildInfo } from '../../../api/build-info';

describe('the current build', () => {
  let dist: string;
  const publish = (buildId: string) =>
    writeFile(join(dist, 'builds', 'latest.json'), JSON.stringify({ buildId, builtAt: '2026-12-03T00:00:00Z' }));

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'shop-build-'));
    await mkdir(join(dist, 'builds'));
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dist, { recursive: true, force: true });
  });

  it('is read again once a second has passed, not on every ask', async () => {
    const buildInfo = currentBuildInfo(dist);
    await publish('build-1');
    expect((await buildInfo()).buildId).toBe('build-1');
    await publish('build-2');
    vi.advanceTimersByTime(500);
    expect((await buildInfo()).buildId).toBe('build-1');
    vi.advanceTimersByTime(600);
    expect((await buildInfo()).buildId).toBe('build-2');
  });

  it("is 'development' where nothing is built", async () => {
    expect((await currentBuildInfo(join(dist, 'none'))()).buildId).toBe('development');
  });
});
