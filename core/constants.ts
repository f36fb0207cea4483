/**
 * Every business figure of §9 (docs/product.md) under a name that says what it is.
 * Values the product rules leave open are chosen here once and documented.
 */

/** The two storefront codes; any code other than HPSF is a direct-to-consumer shopper. */
export const SITE_CODES = ['DTC', 'HPSF'] as const;
export type SiteCode = (typeof SITE_CODES)[number];
/** The species a product is for (§3); a zod-free list the web router can import. */
export const SPECIES = ['dog', 'cat'] as const;

/** Zip a guest starts with until they enter their own. */
export const DEFAULT_ZIP = '80011';

/** A cart whose total quantity is above this is flagged and checkout is refused. */
export const MAX_ORDER_QUANTITY = 10;
/** Autoship lines are capped at this quantity; reaching it shows the autoship alert. */
export const MAX_AUTOSHIP_QUANTITY = 5;
/** Smallest quantity of a line; anything below becomes this. */
export const MIN_LINE_QUANTITY = 1;
/** Cap for a one-time (non-autoship) line; our choice, equal to the order limit so one line alone can fill an order. */
export const MAX_LINE_QUANTITY = 10;

/** Free shipping threshold in dollars when the free_shipping_minimum global is missing. */
export const DEFAULT_FREE_SHIPPING_MINIMUM = 50;
/** Progress bar heights of the free-shipping tracker, in px. */
export const FREE_SHIPPING_BAR_HEIGHT = { full: 8, small: 6 } as const;

/** Alaska/Hawaii service charge in cents. */
export const REMOTE_STATE_SERVICE_CHARGE_CENTS = 400;
/** States that carry the service charge. */
export const REMOTE_STATES = ['AK', 'HI'] as const;
/** Fixed sales organisation on every order. */
export const SALES_ORG = 'USHD';
/** Order type for clinic (staff-feeding) orders. */
export const SALES_ORDER_TYPE_CLINIC = 'ZK01';
/** Order type for direct-to-consumer orders. */
export const SALES_ORDER_TYPE_DIRECT = 'ZDTC';
/** Promotion code applied to a first subscription purchase. */
export const FIRST_AUTOSHIP_PROMO_CODE = 'AUTO35';

/** Restart debounce of the inactivity timer, ms. */
export const INACTIVITY_RESTART_DEBOUNCE_MS = 1000;
/** Lifetime of the order-management cookie, ms (2 hours). */
export const ORDER_MANAGEMENT_COOKIE_MAX_AGE_MS = 7_200_000;
/** Cart cookie of a signed-in customer. */
export const CART_COOKIE = 'col_cart_id';
/** Cart cookie of a guest. */
export const GUEST_CART_COOKIE = 'guest_col_cart_id';

/** A page reload is not repeated within this many ms. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
/** Island refresh debounce, ms. */
export const ISLAND_REFRESH_DEBOUNCE_MS = 100;
/** Longest wait of a route transition, ms. */
export const ROUTE_TRANSITION_WAIT_MS = 100;
/** Connection types on which prefetching is skipped (plus save-data). */
export const NO_PREFETCH_CONNECTIONS = ['slow-2g', '2g'] as const;

/** Weight conversions. */
export const GRAMS_PER_POUND = 453.592;
export const OUNCES_PER_POUND = 16;
export const POUNDS_PER_KILOGRAM = 2.20462;
export const POUNDS_PER_OUNCE = 0.0625;
export const POUNDS_PER_GRAM = 0.00220462;
export const DEFAULT_WEIGHT_UNIT = 'lbs';

/** Donation figures of §9. */
export const DONATION = {
  charitySearchSkip: 0,
  charitySearchTake: 25,
  charitySearchCategory: 3,
  storeWaitMs: 5000,
  storePollMs: 100,
  clickStreamEventVersion: '0.1.15',
  eventPollMs: 5000,
  unauthenticatedRedirectCacheTtlMs: 1000,
  defaultCurrency: 'USD',
  typePercentage: 0,
  typeFlat: 1,
} as const;
export const ENVIRONMENTS = ['dev', 'qa', 'staging1', 'prod'] as const;

/** Badge keys in display order (§9); a card shows at most MAX_CARD_BADGES of them. */
export const BADGE_ORDER = [
  'out-of-stock',
  'limited-stock',
  'deal',
  'best-seller',
  'featured',
  'back-in-stock',
  'brand-new',
  'new-innovation',
  'new-formula',
  'new-flavor',
  'new-look',
  'discontinued-soon',
] as const;
export type BadgeKey = (typeof BADGE_ORDER)[number];
export const MAX_CARD_BADGES = 2;
export type BadgeTone = 'error' | 'warning' | 'success' | 'primary' | 'dark-success';
/** Label and colour of every badge. */
export const BADGES: Record<BadgeKey, { label: string; tone: BadgeTone }> = {
  'out-of-stock': { label: 'Out of Stock', tone: 'error' },
  'limited-stock': { label: 'Limited Stock', tone: 'warning' },
  deal: { label: 'Deal', tone: 'dark-success' },
  'best-seller': { label: 'Best Seller', tone: 'primary' },
  featured: { label: 'Featured', tone: 'primary' },
  'back-in-stock': { label: 'Back In Stock', tone: 'warning' },
  'brand-new': { label: 'New', tone: 'success' },
  'new-innovation': { label: 'New Innovation', tone: 'success' },
  'new-formula': { label: 'New Formula', tone: 'success' },
  'new-flavor': { label: 'New Flavor', tone: 'success' },
  'new-look': { label: 'New Look', tone: 'success' },
  'discontinued-soon': { label: 'Discontinued Soon', tone: 'warning' },
};

/** Modal and menu timings of §9, ms / px. */
export const MODAL_AUTO_HIDE_MS = 750;
export const CART_REALIGN_DEBOUNCE_MS = 300;
export const SELECT_MENU = { maxHeight: 310, openDelayMs: 300, closeDelayMs: 250 } as const;
export const Z_INDEX = { dialog: 2400, overlay: 2000 } as const;
export const CONSENT_POLL_MS = 250;

/** Product carousel of §9. */
export const PRODUCT_CAROUSEL = {
  autoplayDelayMs: 5000,
  spaceBetweenPx: 12,
  /** slides per view from each min width (px) */
  slidesPerView: [
    { minWidth: 0, slides: 1 },
    { minWidth: 780, slides: 2 },
    { minWidth: 960, slides: 2.5 },
    { minWidth: 1200, slides: 3 },
  ],
  minItemsToLoopOnXl: 3,
} as const;
export const GENERIC_CAROUSEL = { spaceBetweenPx: 16, slidesPerView: 1, loop: false, autoplay: false } as const;
export const CAROUSEL_BACKGROUNDS = ['white', 'blue', 'light blue', 'dark blue', 'gray', 'light gray', 'dark gray', 'transparent'] as const;

/** Layout breakpoints, px. */
export const BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 960, xl: 1280, xxl: 1440 } as const;
/** Image screen sizes, px. */
export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
/** Widths an image is requested at; anything larger becomes IMAGE_MAX_STEP_WIDTH. */
export const IMAGE_WIDTH_STEPS = [50, 100, 150, 180, 320, 480, 640, 900] as const;
export const IMAGE_MAX_STEP_WIDTH = 1200;
export const DEFAULT_IMAGE_SIZES = 'sm:100vw md:80vw lg:800px';
/** Card image heights, px. */
export const CARD_IMAGE_HEIGHT = { mobile: 120, other: 200 } as const;
/** Card descriptions are cut to this many characters, followed by '..'. */
export const CARD_DESCRIPTION_LENGTH = 25;

/** Theme colours (§9: light theme). */
export const THEME = {
  primary: '#0054a4',
  secondary: '#002f5f',
  error: '#c62828',
  success: '#2e7d32',
  darkSuccess: '#1b5e20',
  warning: '#f9a825',
  disabled: '#9e9e9e',
  background: '#ffffff',
} as const;

/** Brand slug of the prescription line (veterinary therapeutic food, staff feeding only): buying it needs Program Discount eligibility. */
export const PRESCRIPTION_LINE_SLUG = 'vitalis-clinical-care';
