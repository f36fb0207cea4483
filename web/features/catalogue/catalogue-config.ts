/** Storefront settings of the catalogue pages; one place so a config service can take them over. */

/** Products per list page (in core: the server names the first page's read in its HTML too). */
export { LISTING_PAGE_SIZE } from '../../../core/catalogue/landing-reads';

/** Cards drawn eagerly (above the fold on a phone and a desktop); the rest load lazily. */
export const EAGER_CARD_IMAGES = 4;

/**
 * Hawaii profiles see 'See checkout for delivery date' instead of an estimate (§2). The spec puts
 * this behind a flag; it is on for both storefronts until a flag service exists.
 */
export const HAWAII_DELIVERY_AT_CHECKOUT = true;
