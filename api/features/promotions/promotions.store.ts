/**
 * Promotion codes in SQL (no rules: core/cart/promotions.ts decides whether one may be used). An
 * operator adds, changes or switches off a code with a plain row change in `promotions`.
 */
import { eq } from 'drizzle-orm';
import type { Promotion } from '../../../core/cart';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema-checkout';

export type NewPromotion = typeof promotions.$inferInsert;

export function createPromotionsStore(db: Db) {
  return {
    /** The promotion of `code` (already upper-cased), or null when there is none. */
    async find(code: string): Promise<Promotion | null> {
      const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
      if (!row) return null;
      const { percentOff, minSubtotalCents, expiresAt, firstOrderOnly, active } = row;
      return { code: row.code, percentOff, minSubtotalCents, expiresAt, firstOrderOnly, active };
    },
    /** Adds the promotions that do not exist yet (the seed; an operator's changes are kept). */
    async seed(rows: readonly NewPromotion[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insert(promotions)
          .values([...rows])
          .onConflictDoNothing();
    },
  };
}
export type PromotionsStore = ReturnType<typeof createPromotionsStore>;
