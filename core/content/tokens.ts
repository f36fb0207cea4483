/**
 * Figures in content copy are written once: the copy names them by token ('{{free_shipping_minimum}}')
 * and the server fills them in when it answers, from the content globals and core/constants. A
 * change of the free-shipping minimum in the globals therefore shows in every page at once, and no
 * figure is typed twice.
 */
import {
  DEFAULT_FREE_SHIPPING_MINIMUM,
  FIRST_AUTOSHIP_PROMO_CODE,
  MAX_AUTOSHIP_QUANTITY,
  MAX_ORDER_QUANTITY,
  REMOTE_STATE_SERVICE_CHARGE_CENTS,
} from '../constants';
import { AUTOSHIP_WEEKS } from '../account/autoship-options';
import { FIRST_AUTOSHIP_DISCOUNT_PERCENT } from '../cart/rules';
import { FLAT_SHIPPING_CENTS } from '../checkout/shipping-rates';

/** '{{name}}': lower-case letters, digits and underscores between double braces. */
const TOKEN = /\{\{([a-z0-9_]+)\}\}/g;

/** The tokens content copy may use. */
export const CONTENT_TOKENS = [
  'free_shipping_minimum',
  'flat_shipping_rate',
  'alaska_hawaii_service_charge',
  'first_autoship_promo_code',
  'first_autoship_discount',
  'max_order_quantity',
  'max_autoship_quantity',
  'autoship_interval_range',
] as const;
export type ContentToken = (typeof CONTENT_TOKENS)[number];

/** '$50' for whole dollars, '$7.99' otherwise: the way the shop's copy writes prices. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${whole ? String(cents / 100) : (cents / 100).toFixed(2)}`;
}

/**
 * The value of every token. `freeShippingMinimum` is the free_shipping_minimum global in dollars;
 * missing or unusable, the §9 default applies (as the cart's tracker does).
 */
export function contentTokenValues(freeShippingMinimum: unknown): Record<ContentToken, string> {
  const minimum =
    typeof freeShippingMinimum === 'number' && Number.isFinite(freeShippingMinimum) && freeShippingMinimum >= 0
      ? freeShippingMinimum
      : DEFAULT_FREE_SHIPPING_MINIMUM;
  return {
    free_shipping_minimum: formatDollars(Math.round(minimum * 100)),
    flat_shipping_rate: formatDollars(FLAT_SHIPPING_CENTS),
    alaska_hawaii_service_charge: formatDollars(REMOTE_STATE_SERVICE_CHARGE_CENTS),
    first_autoship_promo_code: FIRST_AUTOSHIP_PROMO_CODE,
    first_autoship_discount: `${FIRST_AUTOSHIP_DISCOUNT_PERCENT}%`,
    max_order_quantity: String(MAX_ORDER_QUANTITY),
    max_autoship_quantity: String(MAX_AUTOSHIP_QUANTITY),
    autoship_interval_range: `${AUTOSHIP_WEEKS[0]} to ${AUTOSHIP_WEEKS[AUTOSHIP_WEEKS.length - 1]} weeks`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The tokens `text` uses, each once, in order of first use. */
export function tokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]))];
}

/**
 * `text` with each known token replaced by its value (HTML-escaped when `html`); an unknown token
 * stays as written, so a typo shows on the page instead of silently vanishing.
 */
export function fillContentTokens(text: string, values: Readonly<Record<string, string>>, { html = false } = {}): string {
  return text.replace(TOKEN, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    return html ? escapeHtml(values[name]) : values[name];
  });
}
