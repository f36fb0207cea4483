/**
 * The product carousels of §2 per storefront (one per page) and the products a search without
 * results shows, as the merchandisers chose them. Every handle is a product that storefront lists: the clinical line
 * only on HPSF, the treats line only on DTC (merchandising-data.ts checks it at seed time).
 */
import type { SiteCode } from '../../../core/constants';
import type { CarouselPage, ProductCarouselContent } from '../../../core/entities/merchandising';

const CAROUSEL_HANDLES: Record<
  SiteCode,
  Partial<Record<CarouselPage, readonly string[]>> & { home: readonly string[]; cart: readonly string[] }
> = {
  DTC: {
    home: [
      'puppy-large-breed-chicken-recipe-dry-dog-food',
      'adult-chicken-recipe-dry-dog-food',
      'kitten-chicken-recipe-dry-cat-food',
      'indoor-chicken-recipe-dry-cat-food',
      'tummy-and-skin-duck-recipe-dry-dog-food',
      'urinary-and-hairball-chicken-recipe-dry-cat-food',
      'golden-years-chicken-recipe-dry-dog-food',
      'dental-chews-vegetable-recipe-crunchy-dog-treats',
    ],
    cart: [
      'crunchy-bites-vegetable-recipe-crunchy-dog-treats',
      'soft-baked-salmon-recipe-soft-dog-treats',
      'dental-chews-chicken-recipe-crunchy-dog-treats',
      'adult-turkey-recipe-wet-tray-dog-food',
      'kitten-tuna-recipe-wet-pouch-cat-food',
      'senior-11-plus-salmon-recipe-wet-pouch-cat-food',
      'indoor-duck-recipe-wet-pouch-cat-food',
      'puppy-turkey-recipe-wet-tray-dog-food',
    ],
    '404': [
      'adult-7-plus-beef-recipe-canned-dog-food',
      'active-mobility-cat-duck-recipe-wet-tray-cat-food',
      'healthy-weight-cat-chicken-recipe-dry-cat-food',
      'puppy-large-breed-lamb-recipe-dry-dog-food',
      'adult-cat-chicken-recipe-dry-cat-food',
      'crunchy-bites-beef-recipe-crunchy-dog-treats',
    ],
  },
  HPSF: {
    home: [
      'r-d-weight-reduction-chicken-recipe-dry-cat-food',
      'k-d-kidney-care-ocean-fish-recipe-wet-pouch-cat-food',
      't-d-dental-care-chicken-recipe-dry-dog-food',
      'c-d-multicare-ocean-fish-recipe-canned-cat-food',
      'gi-biome-chicken-recipe-dry-cat-food',
      'd-d-skin-and-food-sensitivities-salmon-recipe-canned-dog-food',
      'puppy-lamb-recipe-dry-dog-food',
      'senior-11-plus-chicken-recipe-dry-cat-food',
    ],
    cart: [
      'm-d-glucosupport-chicken-recipe-dry-cat-food',
      'z-d-low-allergen-original-flavor-dry-cat-food',
      'recovery-plus-turkey-recipe-canned-cat-food',
      'metabolic-weight-chicken-recipe-dry-cat-food',
      'adult-small-and-mini-tuna-recipe-canned-dog-food',
      'golden-years-tuna-recipe-canned-dog-food',
    ],
  },
};

/** Products a search without results shows, in this order. */
export const NO_RESULTS_HANDLES: Record<SiteCode, string[]> = {
  DTC: [
    'puppy-large-breed-chicken-recipe-dry-dog-food',
    'adult-chicken-recipe-dry-dog-food',
    'kitten-chicken-recipe-dry-cat-food',
    'indoor-chicken-recipe-dry-cat-food',
  ],
  HPSF: [
    'k-d-kidney-care-ocean-fish-recipe-wet-pouch-cat-food',
    'gi-biome-chicken-recipe-dry-cat-food',
    'r-d-weight-reduction-chicken-recipe-dry-cat-food',
    'adult-chicken-recipe-dry-dog-food',
  ],
};

type CarouselCopy = Omit<ProductCarouselContent, 'handles'>;

/** Headline, paragraph and colours of each page's carousel (§2: no 404 carousel in staff-feeding mode). */
const CAROUSEL_COPY: Record<SiteCode, CarouselCopy[]> = {
  DTC: [
    {
      page: 'home',
      headline: 'Vet-picked favorites',
      paragraph: "Our nutritionists' most-loved recipes for dogs and cats at every life stage.",
      bg_color: 'light blue',
      copyColor: 'dark',
      isLastComponent: false,
    },
    {
      page: 'cart',
      headline: 'Complete the bowl',
      paragraph: 'Treats and wet food shoppers add to their order most often.',
      bg_color: 'light gray',
      copyColor: 'dark',
      isLastComponent: true,
    },
    {
      page: '404',
      headline: 'Looking for something to eat?',
      paragraph: 'These recipes are a good place to start.',
      bg_color: 'white',
      copyColor: 'dark',
      isLastComponent: true,
    },
  ],
  HPSF: [
    {
      page: 'home',
      headline: 'Popular with clinic teams',
      paragraph: 'The everyday and clinical diets staff order most for their own pets.',
      bg_color: 'dark blue',
      copyColor: 'light',
      isLastComponent: false,
    },
    {
      page: 'cart',
      headline: 'Often ordered together',
      paragraph: 'Diets clinic teams add alongside what is in your cart.',
      bg_color: 'light gray',
      copyColor: 'dark',
      isLastComponent: true,
    },
  ],
};

/** The carousels of a storefront, one per page, with their products. */
export function carousels(site: SiteCode): ProductCarouselContent[] {
  return CAROUSEL_COPY[site].map((copy) => ({
    ...copy,
    handles: (CAROUSEL_HANDLES[site][copy.page] ?? []).map((handle) => ({ handle })),
  }));
}
