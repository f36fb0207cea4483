/**
 * The server build (scripts/build-server.ts, what `npm start` runs) starts and serves. Bundled, a
 * module's import.meta.url is its bundle file's, so whatever the server reads beside its code (the
 * migrations, package.json, the seed process's entry) must be found from the build's folder: a
 * first start on an empty data folder seeds it through the bundled seed process, then serves.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFilteredProducts } from '../../../core/contract/catalogue';
import { buildServer } from '../../../scripts/build-server';
import { SHARED_ASSETS_DIR } from '../../support/databases';
import { startShopChild } from '../durability/shop-child';

// a folder of this run's own (two levels under the repository, as api/code-location.ts expects):
// another run's server may be serving from build/server/
const BUILD = `build/test-server-${process.pid}`;

describe('the server build', () => {
  const folders: string[] = [BUILD];
  beforeAll(async () => {
    await buildServer(BUILD, { main: 'api/main.ts' });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('seeds an empty data folder through its own seed process, serves, and stops on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-server-build-'));
    folders.push(dataDir);
    const env = { DATA_DIR: dataDir, ASSETS_DIR: SHARED_ASSETS_DIR, SEED_DEMO_ACCOUNTS: 'false' };
    const shop = await startShopChild(env, [join(BUILD, 'main.mjs')]);
    try {
      const health = await fetch(`${shop.base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

      const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
      const openapi = await fetch(`${shop.base}/api/openapi.json`);
      expect(openapi.status).toBe(200);
      expect(((await openapi.json()) as { info: { version: string } }).info.version).toBe(version);

      const res = await fetch(`${shop.base}${getFilteredProducts.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: [], limit: 12, page: 1 }),
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { products: unknown[] } };
      expect(data.products.length).toBeGreaterThan(0);
    } finally {
      expect(await shop.stop()).toBeNull();
    }
  }, 180_000);
});
