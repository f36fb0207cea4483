import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../api/db/seed';
import { createCatalogueStore } from '../../../api/features/catalogue/catalogue.store';
import {
  copyOfSeededAssets,
  describeEachDatabase,
  freshAssetsDir,
  openTestDatabase,
  removeFolder,
  type TestDatabase,
} from '../../support/databases';
import { dumpTables } from './catalogue-fixtures';
import { MERCHANDISING_IMAGE_JOBS } from '../../../api/db/seed/merchandising-images';

async function packshotHashes(database: TestDatabase): Promise<Map<string, string>> {
  const products = await createCatalogueStore(database.db).listProducts();
  const hashes = new Map<string, string>();
  for (const { handle } of products) {
    const file = await readFile(join(database.assetsDir, 'packshots', `${handle}.png`));
    hashes.set(handle, createHash('sha256').update(file).digest('hex'));
  }
  return hashes;
}

describe('seed determinism', () => {
  // Two seeds made apart: the run's template (seeded in a database of its own before the first
  // file, its images in the shared folder) and one made here, images into a fresh folder.
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    first = await openTestDatabase('pglite', { seed: true });
    second = await openTestDatabase('pglite', { seed: true, assetsDir: freshAssetsDir() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (second) await removeFolder(second.assetsDir);
  });

  it('gives identical rows from two fresh seeds', async () => {
    const [a, b] = await Promise.all([dumpTables(first), dumpTables(second)]);
    const { seed_runs: _a, ...rowsA } = a;
    const { seed_runs: _b, ...rowsB } = b;
    expect(rowsA).toEqual(rowsB);
    expect(first.seedReport?.version).toBe(second.seedReport?.version);
    expect(JSON.parse(rowsA.products).length).toBeGreaterThanOrEqual(150);
  });

  it('draws identical packshots from two fresh seeds, all different from each other', async () => {
    const [a, b] = [await packshotHashes(first), await packshotHashes(second)];
    expect([...a.entries()]).toEqual([...b.entries()]);
    expect(new Set(a.values()).size).toBe(a.size);
    // plus the 404 picture and the home page's two-column pictures
    expect(second.seedReport?.packshotsWritten).toBe(a.size + 1 + MERCHANDISING_IMAGE_JOBS.length);
  });

  it('draws 600x600 PNG packshots, the 404 picture and the two-column pictures', async () => {
    const [handle] = (await packshotHashes(second)).keys();
    const meta = await sharp(join(second.assetsDir, 'packshots', `${handle}.png`)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 600]);
    const notFound = await sharp(join(second.assetsDir, 'packshots', 'site-404.png')).metadata();
    expect(notFound.format).toBe('png');
    for (const { fileName } of MERCHANDISING_IMAGE_JOBS) {
      const picture = await sharp(join(second.assetsDir, 'packshots', fileName)).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['png', 800, 600]);
    }
  });
});

describeEachDatabase('seed idempotency', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // a seeded copy, with its images in a folder of its own (a test removes one)
    database = { ...(await openTestDatabase(kind, { seed: true })), assetsDir: await copyOfSeededAssets() };
  });
  afterAll(async () => {
    await database?.close();
    if (database) await removeFolder(database.assetsDir);
  });

  // that it skips the work is the report's 'changed: false' (a clock here measured the machine's load)
  it('changes nothing on a second run, and says it skipped', async () => {
    const before = await dumpTables(database);
    const report = await seedDatabase(database, { assetsDir: database.assetsDir });
    expect(report).toMatchObject({ changed: false, packshotsWritten: 0, version: database.seedReport?.version });
    expect(await dumpTables(database)).toEqual(before);
  });

  it('draws only a missing packshot when the data is unchanged', async () => {
    const [product] = await createCatalogueStore(database.db).listProducts();
    await rm(join(database.assetsDir, 'packshots', `${product.handle}.png`));
    const report = await seedDatabase(database, { assetsDir: database.assetsDir });
    expect(report).toMatchObject({ changed: false, packshotsWritten: 1 });
  });

  it('reseeds in full, to the same rows, when the recorded version differs', async () => {
    const before = await dumpTables(database);
    await database.db.execute(sql`update seed_runs set version = 'older'`);
    const steps = new Set<string>();
    const report = await seedDatabase(database, {
      assetsDir: database.assetsDir,
      onProgress: (step) => steps.add(step),
    });
    expect(report.changed).toBe(true);
    expect([...steps]).toEqual(expect.arrayContaining(['products', 'variants', 'stock', 'content', 'packshots']));
    const { seed_runs: _before, ...rowsBefore } = before;
    const { seed_runs: _after, ...rowsAfter } = await dumpTables(database);
    expect(rowsAfter).toEqual(rowsBefore);
  });

  it('lets concurrent seeders of one database finish with one consistent catalogue', async () => {
    await database.db.execute(sql`update seed_runs set version = 'older'`);
    const reports = await Promise.all([
      seedDatabase(database, { assetsDir: database.assetsDir }),
      seedDatabase(database, { assetsDir: database.assetsDir }),
    ]);
    expect(reports.map((report) => report.changed).sort()).toEqual([false, true]);
  });
});
