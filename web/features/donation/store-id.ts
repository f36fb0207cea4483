/**
 * The donation provider's store of this shop (one store for both storefronts: its segments tell
 * staff-feeding visitors apart, see site-mode.ts), seeded by the API under this id.
 */
export { SHOP_DONATION_STORE_ID as DONATION_STORE_ID } from '../../../core/donation/constants';
