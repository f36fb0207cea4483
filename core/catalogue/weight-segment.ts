import type { RangeFilter } from './filter-fields';
import { VARIANT_FIELDS } from './filter-fields';

/** Sizes a weight URL segment may name: lbs for dry bags, oz for cans, trays and pouches (§2). */
export const WEIGHT_SEGMENT_BOUNDS = {
  lbs: { min: 1, max: 45 },
  oz: { min: 2.5, max: 13 },
} as const;

/** A size parsed from a URL segment such as '15lb' or '5.5oz'. */
export interface WeightSegment {
  weight: number;
  unit: 'lbs' | 'oz';
}

/** Parses '15lb', '15lbs' or '5.5oz' (any case) within the §2 bounds; null otherwise. */
export function parseWeightSegment(segment: string): WeightSegment | null {
  const match = /^(\d+(?:\.\d+)?)(lbs?|oz)$/i.exec(segment);
  if (!match) return null;
  const weight = Number(match[1]);
  const unit = match[2].toLowerCase() === 'oz' ? 'oz' : 'lbs';
  const bounds = WEIGHT_SEGMENT_BOUNDS[unit];
  return weight >= bounds.min && weight <= bounds.max ? { weight, unit } : null;
}

/** URL segment of a size: 15 lbs → '15lb', 5.5 oz → '5.5oz'. */
export function formatWeightSegment({ weight, unit }: WeightSegment): string {
  return `${weight}${unit === 'lbs' ? 'lb' : 'oz'}`;
}

/** The range filter selecting exactly this size. */
export function weightFilter({ weight, unit }: WeightSegment): RangeFilter {
  return { field: unit === 'lbs' ? VARIANT_FIELDS.weightLbs : VARIANT_FIELDS.weightOz, min: weight, max: weight };
}

/** The size a range filter selects when it names exactly one size within the §2 bounds. */
export function weightOfFilter(filter: RangeFilter): WeightSegment | null {
  if (filter.min !== filter.max) return null;
  const unit = filter.field === VARIANT_FIELDS.weightLbs ? 'lbs' : filter.field === VARIANT_FIELDS.weightOz ? 'oz' : null;
  if (!unit) return null;
  return parseWeightSegment(formatWeightSegment({ weight: filter.min, unit }));
}
