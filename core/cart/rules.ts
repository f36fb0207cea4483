/**
 * Cart figures the product rules leave open, chosen once here. The figures it does give
 * (order limit 10, autoship cap 5, minimum 1, AUTO35, free-shipping default 50) live in core/constants.
 */

/** Program Discount of clinic (staff-feeding) users, percent off the cart subtotal; our choice. */
export const PROGRAM_DISCOUNT_PERCENT = 10;
/** AUTO35 takes this percent off the subscription lines of a first autoship purchase; our reading of the code's name. */
export const FIRST_AUTOSHIP_DISCOUNT_PERCENT = 35;
/** Product type whose lines never count towards free shipping (free samples); our choice. */
export const FREE_SHIPPING_EXCLUDED_PRODUCT_TYPE = 'Sample';
/** Most distinct lines one cart may hold; bounds the stored cart, far above any real basket. */
export const MAX_CART_LINES = 50;
/** Currency of every cart amount. */
export const CART_CURRENCY = 'USD';
/** Line attribute carrying the variant's weight value (§3). */
export const WEIGHT_VALUE_ATTRIBUTE = '_weightValue';
/** Line attribute carrying the variant's weight unit (§3). */
export const WEIGHT_UNIT_ATTRIBUTE = '_weightUnit';

/** Longest order note a cart keeps (characters); our limit, the brief gives none. */
export const MAX_CART_NOTE = 500;

/** The largest shopper-paid donation a cart takes, in cents ($500): more is an input error. */
export const MAX_CART_DONATION_CENTS = 50_000;
