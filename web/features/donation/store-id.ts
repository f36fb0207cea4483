/**
 * The donation provider's store of this shop (one store for both storefronts: its segments tell
 * staff-feeding visitors apart, see site-mode.ts). The API's seed creates a store of this id.
 */
export const DONATION_STORE_ID = 'a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3';
