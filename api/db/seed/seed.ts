/**
 * Deterministic, idempotent seed. The data is built in memory and hashed; the hash is kept in
 * seed_runs, so a second run with unchanged data touches no row and draws only missing images.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedRuns } from '../schema';
import { buildCatalogue, type CatalogueSeed } from './build-catalogue';
import { buildContentEntries, type ContentEntrySeed } from './content-data';
import { buildMerchandisingEntries } from './merchandising-data';
import { MERCHANDISING_IMAGE_JOBS } from './merchandising-images';
import { NOT_FOUND_IMAGE_FILE, NOT_FOUND_SVG } from './not-found-image';
import { type PackshotSpec, packshotSvg } from './packshot-svg';
import { type ImageJob, writeSeedImages } from './packshots';
import { sha256 } from './random';
import { replaceCatalogue, type StepProgress, upsertContent } from './write-catalogue';

export const CATALOGUE_SEED_NAME = 'catalogue';
/** Serialises concurrent seeders (several processes on one PostgreSQL). */
const SEED_LOCK_KEY = 74_130_001;

export interface SeedOptions {
  /** packshots go to `${assetsDir}/packshots/<handle>.png`, the 404 picture beside them */
  assetsDir: string;
  onProgress?: StepProgress;
  /** the demo accounts and their orders (default true; production refuses them, api/config.ts) */
  demoAccounts?: boolean;
}

export interface SeedReport {
  /** false when the database already held this exact seed */
  changed: boolean;
  version: string;
  counts: Record<string, number>;
  /** image files drawn by this run (0 when the assets folder was already complete) */
  packshotsWritten: number;
}

export function packshotSpecs(seed: CatalogueSeed): PackshotSpec[] {
  return seed.built.map(({ product, variants, line, subBrand, recipe }) => ({
    handle: product.handle,
    lineName: line.name,
    bandColor: line.bandColor,
    subBrand: subBrand.label,
    flavor: variants[0].flavor,
    formTitle: product.productType,
    species: recipe.species,
    packType: variants[0].packType,
  }));
}

function countsOf(seed: CatalogueSeed, content: ContentEntrySeed[]): Record<string, number> {
  return {
    products: seed.built.length,
    variants: seed.built.reduce((sum, item) => sum + item.variants.length, 0),
    sellingPlans: seed.built.reduce((sum, item) => sum + item.sellingPlans.length, 0),
    filterGroups: seed.filterGroups.length,
    filterOptions: seed.filterOptions.length,
    stock: seed.stock.length,
    zipRanges: seed.zipRanges.length,
    contentEntries: content.length,
  };
}

function imageJobs(seed: CatalogueSeed): ImageJob[] {
  const packshots = packshotSpecs(seed).map((spec) => ({ fileName: `${spec.handle}.png`, svg: packshotSvg(spec) }));
  return [...packshots, { fileName: NOT_FOUND_IMAGE_FILE, svg: NOT_FOUND_SVG }, ...MERCHANDISING_IMAGE_JOBS];
}

/** Hash of every row and every drawing: any change to the data or the pictures reseeds. */
function versionOf(seed: CatalogueSeed, content: ContentEntrySeed[], images: ImageJob[]): string {
  const rows = seed.built.map(({ product, options, variants, sellingPlans }) => ({ product, options, variants, sellingPlans }));
  const data = JSON.stringify([rows, seed.filterGroups, seed.filterOptions, seed.stock, seed.zipRanges, content, images]);
  return sha256(data).slice(0, 24);
}

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedReport> {
  const onProgress: StepProgress = options.onProgress ?? (() => {});
  const seed = buildCatalogue();
  const content = [...buildContentEntries(), ...buildMerchandisingEntries(seed)];
  const images = imageJobs(seed);
  const version = versionOf(seed, content, images);
  const counts = countsOf(seed, content);
  onProgress('plan', 1, 1);

  const changed = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [current] = await tx.select().from(seedRuns).where(eq(seedRuns.name, CATALOGUE_SEED_NAME));
    if (current?.version === version) return false;
    await replaceCatalogue(tx, seed, onProgress);
    await upsertContent(tx, content, onProgress);
    await tx
      .insert(seedRuns)
      .values({ name: CATALOGUE_SEED_NAME, version, counts })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, counts, seededAt: sql`now()` } });
    return true;
  });

  // Images follow their own version file: an assets folder can be fresh while the database is not.
  const packshotsWritten = await writeSeedImages({
    assetsDir: options.assetsDir,
    jobs: images,
    version,
    onProgress: (done, total) => onProgress('packshots', done, total),
  });
  if (options.demoAccounts !== false) {
    Object.assign(counts, await (await import('./seed-identity')).seedIdentity(database));
    Object.assign(counts, await (await import('./seed-account')).seedAccount(database));
  }
  Object.assign(counts, await (await import('./seed-content-pages')).seedContentPages(database));
  Object.assign(counts, await (await import('./seed-donation')).seedDonation(database, seed.built));
  Object.assign(counts, await (await import('./seed-promotions')).seedPromotions(database));
  Object.assign(counts, await (await import('./seed-reviews')).seedReviews(database, seed.built));
  return { changed, version, counts, packshotsWritten };
}
