import { type CardBrand, type CardInput, cardBrand, cardDigits, cardFieldErrors } from './payment-card';

/** What is kept of a card: never its number, only the brand and last four digits. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

/** A charge: approved with an authorisation id, declined with a message for the shopper, or refused input. */
export type ChargeResult =
  | { status: 'approved'; authorizationId: string; card: CardSummary }
  | { status: 'declined'; message: string; card: CardSummary }
  | { status: 'invalid'; fields: Record<string, string> };

/** The payment-provider interface checkout charges through; a real gateway would implement it too. */
export interface PaymentProvider {
  charge(request: { amountCents: number; card: CardInput; reference: string; now: Date }): ChargeResult;
  /** Voids an approved charge no order was made with (the order was refused after the card). */
  release(authorizationId: string): void;
}

/** Message of a declined card, shown as is. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
/** Test card that is always approved. */
export const TEST_CARD_APPROVED = '4242424242424242';
/** Test card that is always declined with CARD_DECLINED_MESSAGE. */
export const TEST_CARD_DECLINED = '4000000000000002';

/** Brand and last four digits of a card number. */
export function summariseCard(cardNumber: string): CardSummary {
  const digits = cardDigits(cardNumber);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}

/**
 * The built-in test processor (no money moves): input checked by the card rules, the documented
 * decline card declined, every other valid card approved. The authorisation id is derived from the
 * caller's reference so the same order always gets the same id.
 */
export const testPaymentProvider: PaymentProvider = {
  charge({ card, reference, now }) {
    const fields = cardFieldErrors(card, now);
    if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
    const summary = summariseCard(card.cardNumber);
    if (cardDigits(card.cardNumber) === TEST_CARD_DECLINED) return { status: 'declined', message: CARD_DECLINED_MESSAGE, card: summary };
    return { status: 'approved', authorizationId: `test_auth_${reference}`, card: summary };
  },
  release() {
    // no money moved: nothing to give back
  },
};
