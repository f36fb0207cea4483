/* Autoship choices shown by the account pages; free of zod so the web pages load none. */

/** Weeks between autoship deliveries a shopper may choose (the selling plans' 2-12 weeks). */
export const AUTOSHIP_WEEKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Reasons offered when cancelling an autoship. */
export const CANCEL_REASONS = [
  'I have too much food',
  'My pet does not like it',
  'It costs too much',
  'My veterinarian recommended a different food',
  'I no longer have this pet',
  'Other',
] as const;

/** 'Every 4 weeks' (or 'Every week'). */
export function frequencyLabel(everyPeriod: number): string {
  return everyPeriod === 1 ? 'Every week' : `Every ${everyPeriod} weeks`;
}
