/**
 * The promotion codes a fresh shop starts with (shop data, not demo accounts). Rows an operator
 * already has are left alone, so a change made in the table survives every later seed.
 */
import type { Database } from '../client';
import { createPromotionsStore, type NewPromotion } from '../../features/promotions/promotions.store';

/** Seeded codes: one of each rule (first order, minimum subtotal, expired, plain). */
export const SEED_PROMOTIONS: NewPromotion[] = [
  { code: 'WELCOME10', percentOff: 10, minSubtotalCents: 0, expiresAt: null, firstOrderOnly: true },
  { code: 'SAVE15', percentOff: 15, minSubtotalCents: 7500, expiresAt: null, firstOrderOnly: false },
  { code: 'SPRING20', percentOff: 20, minSubtotalCents: 0, expiresAt: new Date('2026-04-30T23:59:59Z'), firstOrderOnly: false },
  { code: 'KIBBLE5', percentOff: 5, minSubtotalCents: 0, expiresAt: null, firstOrderOnly: false },
];

export async function seedPromotions(database: Database) {
  await createPromotionsStore(database.db).seed(SEED_PROMOTIONS);
  return { promotions: SEED_PROMOTIONS.length };
}
