/** Prefix of every order number (the brand's initials). */
export const ORDER_NUMBER_PREFIX = 'VN';

/** Human-readable order number from the order sequence: 100042 → 'VN-100042'. */
export function formatOrderNumber(sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${sequence}`;
}

/** True for a well-formed order number. */
export function isOrderNumber(text: string): boolean {
  return /^VN-\d{6,12}$/.test(text);
}
