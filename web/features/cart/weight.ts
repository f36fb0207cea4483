import { DEFAULT_WEIGHT_UNIT, POUNDS_PER_OUNCE } from '../../../core/constants';

/**
 * Rounds a weight to one decimal as §9's helper does: a value that is not already a whole tenth
 * goes up to the next tenth (a 5.5 oz can shows 0.4 lbs, never 0.3). The tolerance keeps exact
 * tenths such as 0.2, which floating point stores a hair off, where they are.
 */
export function roundWeight(value: number): number {
  const tenths = value * 10;
  const nearest = Math.round(tenths);
  return (Math.abs(tenths - nearest) < 1e-9 ? nearest : Math.ceil(tenths)) / 10;
}

/** A variant weight in pounds: ounces converted with the §9 factor; any other unit is already pounds. */
export function weightInPounds(weight: number, unit: string = DEFAULT_WEIGHT_UNIT): number {
  return roundWeight(unit.toLowerCase() === 'oz' ? weight * POUNDS_PER_OUNCE : weight);
}

/** '15.5 lbs', '0.4 lbs'. */
export function formatPounds(weight: number, unit?: string): string {
  return `${weightInPounds(weight, unit)} lbs`;
}
