import type { VariantHint } from './variant-choice';
import { formatWeightSegment, parseWeightSegment } from './weight-segment';

/** A listing path's three-segment detail: 'weight' / '15lb', 'flavor' / 'chicken', 'food-form' / 'dry-food'. */
export interface ListingDetail {
  kind: string;
  value: string;
}

function detailHint({ kind, value }: ListingDetail): VariantHint {
  switch (kind) {
    case 'weight': {
      const weight = parseWeightSegment(value);
      return weight ? { size: formatWeightSegment(weight) } : {};
    }
    case 'flavor':
      return { flavorWords: value };
    case 'food-form':
      return value === 'dry-food' || value === 'wet-food' ? { foodForm: value } : {};
    default:
      return {};
  }
}

/**
 * The variant a list URL picks on its cards (§2 'a sku search, slug or query picks the variant'):
 * ?sku= names a variant outright; a weight, flavor or food-form segment picks the first variant
 * of that size, flavor or form. With neither, the card's own rule (first in-stock) stands.
 */
export function listingVariantHint(detail: ListingDetail | undefined, sku: string | null | undefined): VariantHint {
  const hint: VariantHint = detail ? detailHint(detail) : {};
  const wanted = sku?.trim();
  return wanted ? { ...hint, sku: wanted } : hint;
}
