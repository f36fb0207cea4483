/** Display helpers of the account pages. */

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'October 2, 2026' from an ISO instant or a 'YYYY-MM-DD' date. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** '$12.99' from a wire amount. */
export function formatMoney(money: { amount: string }): string {
  return `$${money.amount}`;
}
