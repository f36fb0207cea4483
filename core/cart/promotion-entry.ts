import { cartTotals } from './totals';
import { type CartMutationResult, refused } from './outcome';
import { type Promotion, type PromotionFacts, promotionCodesOf, promotionRefusal, termsOf } from './promotions';
import type { CartState } from './state';

/**
 * The server's half of update-cart-discount-codes: after the reducer kept the entered codes, a
 * newly entered promotion code is checked against the operator's promotion (null: none by that
 * code) and its terms put on the cart; a code that may not be used refuses the whole change, naming
 * the entered code's field. The offline client never runs this: it shows the code as waiting until
 * the replay brings the server's answer.
 */
export function acceptEnteredPromotion(
  before: CartState,
  after: CartState,
  enteredCodes: readonly string[],
  promotion: Promotion | null,
  facts: Omit<PromotionFacts, 'linesSubtotalCents'>,
): CartMutationResult {
  const done = { ok: true as const, lineIds: [], removedLineIds: [], adjustments: [] };
  const [code] = promotionCodesOf(after.discountCodes);
  if (code === undefined) return { cart: { ...after, promotion: null }, outcome: done };
  if (after.promotion?.code === code) return { cart: after, outcome: done };
  const refusal = promotionRefusal(code, promotion, { ...facts, linesSubtotalCents: cartTotals(after).linesSubtotalCents });
  if (refusal || !promotion) {
    const index = Math.max(
      0,
      enteredCodes.findIndex((entered) => entered.trim().toUpperCase() === code),
    );
    const message = refusal?.message ?? '';
    return refused(before, { reason: 'promotion-refused', message, field: `codes[${index}]` });
  }
  return { cart: { ...after, promotion: termsOf(promotion) }, outcome: done };
}
