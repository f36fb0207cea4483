/**
 * Seeds the review provider: reviews for most DTC products (none for the prescription line, which
 * DTC shoppers never see), built deterministically per product from its handle, so a product's
 * reviews never change when another product is added. The rows are hashed; a second run with the
 * same rows touches nothing, a new version replaces the seeded rows and leaves shoppers' reviews.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { reviews, seedRuns } from '../schema';
import type { BuiltProduct } from './build-products';
import { buildCatalogue } from './build-catalogue';
import { pick, randomFor, type Random, sha256 } from './random';
import { CLOSINGS, foodWords, NICKNAMES, OPENINGS, PET_NAMES, TITLES, tierOf } from './review-texts';

export const REVIEWS_SEED_NAME = 'reviews';
const REVIEWS_SEED_LOCK_KEY = 74_130_003;
/** Seeded reviews are dated in this window (fixed, so the seed stays the same from day to day). */
const FIRST_DAY = Date.parse('2025-03-01T00:00:00Z');
const LAST_DAY = Date.parse('2026-11-15T00:00:00Z');
/** About one product in seven has no reviews yet: "no reviews" is a state shoppers meet. */
const SHARE_WITHOUT_REVIEWS = 0.15;

type ReviewSeedRow = typeof reviews.$inferInsert;

/** Ratings drawn with a per-product lean: most products are liked, a few divide opinion. */
function drawRating(random: Random, lean: number): number {
  const roll = random() + lean;
  if (roll > 0.62) return 5;
  if (roll > 0.3) return 4;
  if (roll > 0.14) return 3;
  if (roll > 0.05) return 2;
  return 1;
}

const fill = (text: string, words: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, key: string) => words[key] ?? key);

/** The reviews of one product (none for about one in seven). */
export function reviewsOfProduct({ product, recipe }: BuiltProduct): ReviewSeedRow[] {
  const random = randomFor(`reviews:${product.handle}`);
  if (random() < SHARE_WITHOUT_REVIEWS) return [];
  const count = 2 + Math.floor(random() * 11);
  const lean = (random() - 0.5) * 0.3;
  const { food, details } = foodWords(recipe.form);
  return Array.from({ length: count }, (_, n) => {
    const rating = drawRating(random, lean);
    const tier = tierOf(rating);
    const words = { pet: pick(random, PET_NAMES[recipe.species]), kind: recipe.species, flavor: recipe.flavor.replace(/-/g, ' '), food };
    const sentences = [pick(random, OPENINGS[tier]), pick(random, details), pick(random, CLOSINGS[tier])];
    const day = FIRST_DAY + Math.floor(random() * ((LAST_DAY - FIRST_DAY) / 60_000)) * 60_000;
    return {
      id: `seed-${product.id}-${n + 1}`,
      productId: product.id as string,
      customerId: null,
      rating,
      title: fill(pick(random, TITLES[tier]), words),
      body: sentences.map((s) => fill(s, words)).join(' '),
      nickname: pick(random, NICKNAMES),
      verifiedBuyer: random() < 0.75,
      seeded: true,
      createdAt: new Date(day),
    };
  });
}

/** The seeded reviews of the catalogue: published DTC products outside the prescription line. */
export function buildReviewSeed(built: readonly BuiltProduct[]): ReviewSeedRow[] {
  return built
    .filter(({ product, line }) => product.status === 'published' && product.sites.includes('DTC') && line.key !== 'clinical')
    .flatMap(reviewsOfProduct);
}

/** Seeds the provider; `built` is the catalogue the seed already built (built again when not given). */
export async function seedReviews(database: Database, built = buildCatalogue().built): Promise<Record<string, number>> {
  const rows = buildReviewSeed(built);
  const version = sha256(JSON.stringify(rows)).slice(0, 24);
  const counts = { reviews: rows.length };
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REVIEWS_SEED_LOCK_KEY})`);
    const [current] = await tx.select().from(seedRuns).where(eq(seedRuns.name, REVIEWS_SEED_NAME));
    if (current?.version === version) return;
    await tx.delete(reviews).where(eq(reviews.seeded, true));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(reviews).values(rows.slice(i, i + 500));
    await tx
      .insert(seedRuns)
      .values({ name: REVIEWS_SEED_NAME, version, counts })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, counts, seededAt: sql`now()` } });
  });
  return counts;
}
