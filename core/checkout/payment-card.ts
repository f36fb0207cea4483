/** Card details as the shopper types them (spaces and dashes in the number are allowed). */
export interface CardInput {
  cardNumber: string;
  /** 'MM/YY' (or 'MM/YYYY') */
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

/** Card networks the brand check knows. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Messages of the card fields, shown next to the field at fault. */
export const CARD_MESSAGES = {
  number: 'Enter a valid card number.',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  name: 'Enter the name on the card.',
} as const;

/** The card number's digits alone ('4242 4242-4242 4242' → '4242424242424242'). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Month and full year of an 'MM/YY' or 'MM/YYYY' expiry, or null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** Field messages of a card ({} when every field is acceptable): Luhn, expiry in the future, CVC of 3-4 digits, a name. */
export function cardFieldErrors(card: CardInput, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = cardDigits(card.cardNumber);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = CARD_MESSAGES.number;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryFormat;
  else if (isExpired(expiry, now)) errors.expiry = CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (card.nameOnCard.trim().length === 0) errors.nameOnCard = CARD_MESSAGES.name;
  return errors;
}
