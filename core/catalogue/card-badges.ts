import { BADGE_ORDER, BADGES, type BadgeKey, type BadgeTone, MAX_CARD_BADGES } from '../constants';
import type { Variant } from '../entities/catalogue';

/** A badge as a card shows it. */
export interface CardBadge {
  key: BadgeKey;
  label: string;
  tone: BadgeTone;
}

const BADGE_TAG_PREFIX = 'badge::';
// Stock badges come from the stock level only, and the deal badge from the content service's list of
// skus with a deal (get-skus-with-deal): a stale tag must not claim or hide either.
const DERIVED_BADGES: readonly BadgeKey[] = ['out-of-stock', 'limited-stock', 'deal'];

/** The badge key a 'badge::<key>' tag names ('badge::new' → brand-new); null for other tags. */
export function badgeKeyOfTag(tag: string): BadgeKey | null {
  const normalised = tag.trim().toLowerCase();
  if (!normalised.startsWith(BADGE_TAG_PREFIX)) return null;
  const name = normalised.slice(BADGE_TAG_PREFIX.length);
  const key = name === 'new' ? 'brand-new' : name;
  return (BADGE_ORDER as readonly string[]).includes(key) ? (key as BadgeKey) : null;
}

/** The stock badge of a variant: out-of-stock, limited-stock or none. */
export function stockBadgeKey(variant: Pick<Variant, 'inStock' | 'stockLevel'>): BadgeKey | null {
  if (!variant.inStock || variant.stockLevel === 'out') return 'out-of-stock';
  return variant.stockLevel === 'limited' ? 'limited-stock' : null;
}

/** What a badge is worked out from: the variant's stock and tags, and its sku for the deal list. */
export type BadgeSource = Pick<Variant, 'sku' | 'inStock' | 'stockLevel' | 'badgeTags'>;

/** All badge keys of a variant in BADGE_ORDER, without the card cap; `deals` are the skus with a deal. */
export function badgeKeys(variant: BadgeSource, deals?: ReadonlySet<string>): BadgeKey[] {
  const keys = new Set<BadgeKey>();
  const stock = stockBadgeKey(variant);
  if (stock) keys.add(stock);
  if (deals?.has(variant.sku)) keys.add('deal');
  for (const tag of variant.badgeTags) {
    const key = badgeKeyOfTag(tag);
    if (key && !DERIVED_BADGES.includes(key)) keys.add(key);
  }
  // "Back in stock" contradicts an out-of-stock variant.
  if (stock === 'out-of-stock') keys.delete('back-in-stock');
  return BADGE_ORDER.filter((key) => keys.has(key));
}

/** The badges a card shows: at most MAX_CARD_BADGES, in BADGE_ORDER, with label and tone from BADGES. */
export function cardBadges(variant: BadgeSource, deals?: ReadonlySet<string>): CardBadge[] {
  return badgeKeys(variant, deals)
    .slice(0, MAX_CARD_BADGES)
    .map((key) => ({ key, ...BADGES[key] }));
}
