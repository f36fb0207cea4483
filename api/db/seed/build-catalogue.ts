/**
 * The whole seeded catalogue as rows: products of the three lines with badges, compare-at prices and
 * ranks, filter groups, stock and zip ranges. Pure: no clock, no Math.random.
 */
import { type BuiltProduct, buildProduct, parseRecipe } from './build-products';
import { buildFilterGroups, type FilterGroupRow, type FilterOptionRow } from './build-filters';
import { buildStock, buildZipRanges, type StockRow, type ZipRangeRow } from './build-stock';
import { CLINICAL_LINE } from './line-clinical';
import { MAIN_LINE } from './line-main';
import { TREATS_LINE } from './line-treats';
import type { LineSpec } from './lines';
import { randomFor, sha256 } from './random';

export const LINES: LineSpec[] = [MAIN_LINE, CLINICAL_LINE, TREATS_LINE];

/** The deal's turn among the badges: its variants go on the deal list instead of carrying a tag. */
const DEAL = 'deal';

/**
 * Marketing badges handed out in turn. Each is carried as a tag except the deal: the 'Deal' badge
 * comes from the content service's skus with a deal (merchandising-data.ts), and stock badges
 * (out/limited) from stock.
 */
export const BADGE_TAGS = [
  DEAL,
  'badge::best-seller',
  'badge::featured',
  'badge::back-in-stock',
  'badge::new',
  'badge::new-innovation',
  'badge::new-formula',
  'badge::new-flavor',
  'badge::new-look',
  'badge::discontinued-soon',
];

const CATALOGUE_EPOCH_MS = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export interface CatalogueSeed {
  built: BuiltProduct[];
  filterGroups: FilterGroupRow[];
  filterOptions: FilterOptionRow[];
  stock: StockRow[];
  zipRanges: ZipRangeRow[];
  /** skus of the variants on a deal (priced below a compare-at price), for get-skus-with-deal */
  dealSkus: string[];
}

export function buildCatalogue(): CatalogueSeed {
  const built = LINES.flatMap((line) =>
    line.subBrands.flatMap((subBrand) => subBrand.recipes.map((text) => buildProduct(line, subBrand, parseRecipe(text, line)))),
  );
  assertUnique(built);
  const dealSkus = assignBadges(built);
  assignCompareAtPrices(built, new Set(dealSkus));
  assignRankAndDates(built);
  const { groups, options } = buildFilterGroups(LINES, built);
  return { built, filterGroups: groups, filterOptions: options, stock: buildStock(built), zipRanges: buildZipRanges(), dealSkus };
}

function assertUnique(built: BuiltProduct[]): void {
  const seen = new Set<string>();
  const keys = built.flatMap(({ product, variants }) => [
    `handle:${product.handle}`,
    `product:${product.id}`,
    ...variants.flatMap((variant) => [`sku:${variant.sku}`, `variant:${variant.id}`]),
  ]);
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`Seed catalogue has a duplicate ${key}`);
    seen.add(key);
  }
}

/**
 * Every third published product gets the next badge in turn, so each badge appears several times.
 * Returns the skus of the deal's turns (every variant of those products).
 */
function assignBadges(built: BuiltProduct[]): string[] {
  const dealSkus: string[] = [];
  const published = built.filter(({ product }) => product.status === 'published');
  published.forEach(({ variants }, index) => {
    if (index % 3 === 0) {
      const tag = BADGE_TAGS[(index / 3) % BADGE_TAGS.length];
      for (const variant of variants) {
        if (tag === DEAL) dealSkus.push(variant.sku);
        else variant.badgeTags = [tag];
      }
    }
    if (index % 7 === 1) variants[0].badgeTags = [...(variants[0].badgeTags ?? []), 'badge::best-seller'];
  });
  return dealSkus;
}

/** Deals always show a higher compare-at price; some other variants do too. */
function assignCompareAtPrices(built: BuiltProduct[], dealSkus: ReadonlySet<string>): void {
  for (const variant of built.flatMap(({ variants }) => variants)) {
    const isDeal = dealSkus.has(variant.sku);
    const markup = isDeal ? 1.25 : randomFor(`compare:${variant.sku}`)() < 0.15 ? 1.15 : 0;
    variant.compareAtCents = markup ? Math.floor((variant.priceCents * markup) / 100) * 100 + 99 : null;
  }
}

/** Featured and best sellers lead the default sort; new products carry recent creation dates. */
function assignRankAndDates(built: BuiltProduct[]): void {
  const promoted = ({ variants }: BuiltProduct) =>
    variants.some((variant) => variant.badgeTags?.some((tag) => tag === 'badge::featured' || tag === 'badge::best-seller'));
  const order = [...built].sort((a, b) => {
    const byPromotion = Number(promoted(b)) - Number(promoted(a));
    return byPromotion || sha256(a.product.handle).localeCompare(sha256(b.product.handle));
  });
  order.forEach((item, index) => {
    item.product.rank = index + 1;
  });
  for (const { product, variants } of built) {
    const isNew = variants.some((variant) => variant.badgeTags?.some((tag) => tag.startsWith('badge::new')));
    const random = randomFor(`created:${product.handle}`);
    const days = isNew ? 540 + Math.floor(random() * 60) : Math.floor(random() * 480);
    product.createdAt = new Date(CATALOGUE_EPOCH_MS + days * DAY_MS);
  }
}
