/**
 * Merchandising entries of the content service per storefront (shapes: core/entities/merchandising.ts):
 * the home page's blocks, the carousels of §2, banners, the skus with a deal, the no-results
 * suggestions and the account pages' copy. Carousel and suggestion handles name products the
 * storefront lists; buildMerchandisingEntries refuses any other, so a catalogue change cannot leave
 * a carousel pointing at nothing.
 */
import type { SiteCode } from '../../../core/constants';
import type {
  AccountPagesSettings,
  GoodnessBoxBadge,
  HighlightContentBlock,
  NoResultsContent,
  PromotionBanner,
  SitewideBanner,
  TwoColumnSection,
} from '../../../core/entities/merchandising';
import { MERCHANDISING_KEYS as KEYS } from '../../features/content/merchandising.service';
import type { CatalogueSeed } from './build-catalogue';
import type { ContentEntrySeed } from './content-data';
import { carousels, NO_RESULTS_HANDLES } from './merchandising-carousels';
import { AUTOSHIP_IMAGE, CLINIC_DELIVERY_IMAGE } from './merchandising-images';

const CONTACT_US = { label: 'Contact Us', href: '/contact-us' };
const SHOP_BY_SPECIES = [
  { label: 'Shop Dogs', href: '/products/dog' },
  { label: 'Shop Cats', href: '/products/cat' },
];

const HIGHLIGHT: Record<SiteCode, HighlightContentBlock> = {
  DTC: {
    eyebrow: 'Vitalis Pet Nutrition',
    heading: 'Nutrition that grows with your dog or cat',
    text:
      'Recipes made by veterinarians and nutritionists for every life stage, from the first bowl of puppy or kitten ' +
      'food to the golden years. Order once, or set up Autoship and never run out.',
    ctas: SHOP_BY_SPECIES,
    bg_color: 'dark blue',
    copyColor: 'light',
  },
  HPSF: {
    eyebrow: 'Professional Staff Feeding',
    heading: 'Feed your own pets the diets you trust at work',
    text:
      'Everyday and clinical Vitalis diets for the pets of veterinary teams, at program pricing, shipped to your ' +
      'clinic or to your door.',
    ctas: SHOP_BY_SPECIES,
    bg_color: 'dark blue',
    copyColor: 'light',
  },
};

const TWO_COLUMN: Record<SiteCode, TwoColumnSection> = {
  DTC: {
    heading: 'Autoship and never run out',
    paragraphs: [
      'Choose Autoship on any food and we deliver it every 2 to 12 weeks, with 5% off every delivery.',
      'Skip a delivery, change how often it comes or cancel whenever you like from My Subscriptions. ' +
        'Your first Autoship order is 35% off: code AUTO35 is applied for you at checkout.',
    ],
    image: { url: AUTOSHIP_IMAGE.url, alt: 'A Vitalis delivery box beside a bag of dry food and a full bowl' },
    imagePosition: 'right',
    cta: { label: 'How Autoship works', href: '/autoship' },
    bg_color: 'light gray',
    copyColor: 'dark',
  },
  HPSF: {
    heading: 'Delivered to the clinic or to your door',
    paragraphs: [
      "Choose where each order ships: to your clinic, with the rest of the practice's deliveries, or to your home.",
      'Eligible clinic accounts get the Program Discount on every staff feeding order, on top of program pricing.',
    ],
    image: { url: CLINIC_DELIVERY_IMAGE.url, alt: 'A Vitalis delivery box at the door of a veterinary clinic' },
    imagePosition: 'left',
    cta: { label: 'Shipping details', href: '/shipping' },
    bg_color: 'white',
    copyColor: 'dark',
  },
};

const GOODNESS: Record<SiteCode, GoodnessBoxBadge> = {
  DTC: {
    badge: 'The Vitalis Goodness Box',
    heading: 'What goes into every bag and can',
    text: 'Every recipe is made to the same promise, whatever the size of the pet it feeds.',
    points: [
      'Made by veterinarians and PhD nutritionists',
      'Precisely balanced for each life stage',
      'Every batch tested for safety and quality',
      'No artificial colours or flavours',
    ],
  },
  HPSF: {
    badge: 'Staff Feeding Promise',
    heading: 'The same standards you recommend',
    text: 'Your own orders get the care the clinical line is known for.',
    points: [
      'Clinical and everyday diets at program pricing',
      'Delivery to your clinic or to your home',
      'Autoship you can skip, reschedule or cancel',
      'A staff feeding team to help on weekdays',
    ],
  },
};

const SITEWIDE_BANNERS: Record<SiteCode, SitewideBanner[]> = {
  DTC: [
    {
      id: 'first-autoship',
      message: 'Your first Autoship order is 35% off: code AUTO35 is applied for you at checkout.',
      link: { label: 'Learn more about Autoship', href: '/autoship' },
      bg_color: 'blue',
      copyColor: 'light',
    },
  ],
  HPSF: [
    {
      id: 'program-pricing',
      message: 'Program pricing, and the Program Discount for eligible clinic accounts, are applied at checkout.',
      link: { label: 'Shipping to your clinic', href: '/shipping' },
      bg_color: 'light blue',
      copyColor: 'dark',
    },
  ],
};

const PROMOTION_BANNERS: Record<SiteCode, PromotionBanner[]> = {
  DTC: [
    {
      id: 'autoship-save',
      heading: 'Save 5% on every Autoship delivery',
      text: 'Choose Autoship on any food and pick a delivery every 2 to 12 weeks. Skip or cancel at any time.',
      link: { label: 'How Autoship works', href: '/autoship' },
      bg_color: 'light blue',
      copyColor: 'dark',
    },
    {
      id: 'dog-treats',
      heading: 'Treats made for training and dental care',
      text: 'Crunchy bites, soft-baked rewards and dental chews from Vitalis Snacks.',
      link: { label: 'Shop dog treats', href: '/products/dog/treats' },
      species: 'dog',
      bg_color: 'light blue',
      copyColor: 'dark',
    },
    {
      id: 'cat-wet-food',
      heading: 'Wet food cats come running for',
      text: 'Pouches, trays and cans in tuna, salmon, chicken and more, for kittens to seniors.',
      link: { label: 'Shop wet cat food', href: '/products/cat/wet-food' },
      species: 'cat',
      bg_color: 'light blue',
      copyColor: 'dark',
    },
  ],
  HPSF: [
    {
      id: 'program-discount',
      heading: 'The Program Discount on every order',
      text: 'Eligible clinic accounts save on every staff feeding order. The discount is applied at checkout.',
      link: { label: 'Shipping to your clinic', href: '/shipping' },
      bg_color: 'light blue',
      copyColor: 'dark',
    },
    {
      id: 'cat-clinical',
      heading: 'Clinical diets for cats',
      text: 'Kidney, urinary, digestive and weight care recipes from Vitalis Clinical Care.',
      link: { label: 'Shop dry cat food', href: '/products/cat/dry-food' },
      species: 'cat',
      bg_color: 'light blue',
      copyColor: 'dark',
    },
  ],
};

const ACCOUNT_PAGES: Record<SiteCode, AccountPagesSettings> = {
  DTC: {
    dashboardIntro:
      'Everything about your Vitalis orders in one place: follow your deliveries, change an Autoship and keep your ' +
      'addresses up to date.',
    autoshipsIntro: 'Every Autoship delivery saves you 5%. Skip a delivery, change how often it comes or cancel at any time.',
    help: {
      text: 'Questions about an order or a subscription? Our pet nutrition advisors answer within one business day.',
      link: CONTACT_US,
    },
  },
  HPSF: {
    dashboardIntro: 'Your staff feeding account: program pricing, your orders and your Autoships, shipped to the clinic or to your home.',
    autoshipsIntro: "Keep your own pets' food coming on a schedule. Skip, reschedule or cancel an Autoship whenever you need to.",
    help: {
      text: 'Need help with your program account or your clinic details? Our staff feeding team is here on weekdays.',
      link: CONTACT_US,
    },
  },
};

const POPULAR_SEARCHES: Record<SiteCode, string[]> = {
  DTC: ['puppy', 'kitten', 'senior', 'dental care', 'urinary care', 'treats'],
  HPSF: ['kidney care', 'weight management', 'digestive care', 'food sensitivities', 'urinary care', 'dental care'],
};

/** Handles the storefront lists (published and sold there). */
function listedHandles(catalogue: CatalogueSeed, site: SiteCode): Set<string> {
  const listed = catalogue.built.filter(({ product }) => product.status === 'published' && product.sites?.includes(site));
  return new Set(listed.map(({ product }) => product.handle));
}

/** Throws when a handle of the entries is not a product the storefront lists. */
function assertListed(site: SiteCode, handles: readonly string[], listed: ReadonlySet<string>): void {
  const missing = handles.filter((handle) => !listed.has(handle));
  if (missing.length) throw new Error(`Merchandising of ${site} names products it does not list: ${missing.join(', ')}`);
}

/** The deal skus of the products a storefront lists. */
function dealSkusOf(catalogue: CatalogueSeed, listed: ReadonlySet<string>): string[] {
  const deals = new Set(catalogue.dealSkus);
  return catalogue.built
    .filter(({ product }) => listed.has(product.handle))
    .flatMap(({ variants }) => variants.filter((variant) => deals.has(variant.sku)).map((variant) => variant.sku));
}

function entriesOf(site: SiteCode, catalogue: CatalogueSeed): ContentEntrySeed[] {
  const listed = listedHandles(catalogue, site);
  const siteCarousels = carousels(site);
  const noResults: NoResultsContent = { popularSearches: POPULAR_SEARCHES[site], handles: NO_RESULTS_HANDLES[site] };
  assertListed(site, [...siteCarousels.flatMap((c) => c.handles.map((item) => item.handle)), ...noResults.handles], listed);
  const values: [string, unknown][] = [
    [KEYS.accountPagesSettings, ACCOUNT_PAGES[site]],
    [KEYS.sitewideBanners, SITEWIDE_BANNERS[site]],
    [KEYS.highlightContentBlock, HIGHLIGHT[site]],
    [KEYS.twoColumnSection, TWO_COLUMN[site]],
    [KEYS.productCarousels, siteCarousels],
    [KEYS.goodnessBoxBadge, GOODNESS[site]],
    [KEYS.promotionBanners, PROMOTION_BANNERS[site]],
    [KEYS.skusWithDeal, dealSkusOf(catalogue, listed)],
    [KEYS.noResultsSuggestions, noResults],
  ];
  return values.map(([key, value]) => ({ site, key, value }));
}

/** Every merchandising entry of both storefronts, checked against the seeded catalogue. */
export function buildMerchandisingEntries(catalogue: CatalogueSeed): ContentEntrySeed[] {
  return [...entriesOf('DTC', catalogue), ...entriesOf('HPSF', catalogue)];
}
