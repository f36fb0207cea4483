/**
 * Seeds the donation provider: the shop's store and segments, the charities and portfolios, and a
 * donation setting per catalogue product and variant, keyed by its id (the cmsId the widget sends).
 * Rows are upserted and the store's segments and settings replaced, so a second run changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation';
import type { Database } from '../client';
import { donationCauses, donationProductSettings, donationSegments, donationStores } from '../schema';
import type { BuiltProduct } from './build-products';
import { buildCatalogue } from './build-catalogue';
import { CHARITIES, PORTFOLIOS } from './donation-charities';
import { DONATION_SEGMENTS, DONATION_STORE } from './donation-data';

const DONATION_SEED_LOCK_KEY = 74_130_002;

type SettingRow = typeof donationProductSettings.$inferInsert;

/** Main line 2 % of the price, clinical 3 %, treats a flat $0.25 per unit. */
const BY_LINE: Record<string, Pick<SettingRow, 'donationType' | 'value'>> = {
  main: { donationType: 0, value: 2 },
  clinical: { donationType: 0, value: 3 },
  treats: { donationType: 1, value: 0.25 },
};

/** One row for the product and one per variant; the first product's first variant gives a flat $1. */
export function productSettings(built: readonly BuiltProduct[]): SettingRow[] {
  return built.flatMap(({ product, variants, line }, index) => {
    const setting = BY_LINE[line.key] ?? BY_LINE.main;
    const row = (cmsId: string): SettingRow => ({ storeId: SHOP_DONATION_STORE_ID, cmsId, ...setting, directCauseId: null });
    const variantRows = variants.map((variant, v) =>
      index === 0 && v === 0 ? { ...row(variant.id), donationType: 1, value: 1 } : row(variant.id),
    );
    return [row(product.id), ...variantRows];
  });
}

/** Seeds the provider; `built` is the catalogue the seed already built (built again when not given). */
export async function seedDonation(database: Database, built = buildCatalogue().built): Promise<Record<string, number>> {
  const settings = productSettings(built);
  const causes = [...CHARITIES, ...PORTFOLIOS];
  await database.db.transaction(async (tx) => {
    // concurrent seeders (several processes on one PostgreSQL) take turns: segments are replaced
    await tx.execute(sql`select pg_advisory_xact_lock(${DONATION_SEED_LOCK_KEY})`);
    const { id, ...store } = DONATION_STORE;
    await tx.insert(donationStores).values(DONATION_STORE).onConflictDoUpdate({ target: donationStores.id, set: store });
    await tx.delete(donationSegments).where(eq(donationSegments.storeId, id));
    await tx.insert(donationSegments).values(DONATION_SEGMENTS);
    const columns = Object.keys(causes[0]).filter((key) => key !== 'id');
    const set = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded.${snake(key)}`)]));
    await tx.insert(donationCauses).values(causes).onConflictDoUpdate({ target: donationCauses.id, set });
    await tx.delete(donationProductSettings).where(eq(donationProductSettings.storeId, id));
    for (let i = 0; i < settings.length; i += 500) await tx.insert(donationProductSettings).values(settings.slice(i, i + 500));
  });
  return { donationCauses: causes.length, donationSegments: DONATION_SEGMENTS.length, donationProductSettings: settings.length };
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
