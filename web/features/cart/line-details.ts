import type { CartLineState } from '../../../core/cart';
import { WEIGHT_UNIT_ATTRIBUTE, WEIGHT_VALUE_ATTRIBUTE } from '../../../core/cart';
import { formatPounds } from './weight';

/** The weight a line carries in its _weightValue/_weightUnit attributes (§3), as '15.5 lbs'; null when absent. */
export function lineWeightLabel(line: Pick<CartLineState, 'attributes'>): string | null {
  const value = Number(line.attributes.find((a) => a.key === WEIGHT_VALUE_ATTRIBUTE)?.value);
  if (!Number.isFinite(value) || value <= 0) return null;
  const unit = line.attributes.find((a) => a.key === WEIGHT_UNIT_ATTRIBUTE)?.value;
  return formatPounds(value, unit);
}

/** '{n} item(s)' of §2. */
export function itemCountLabel(count: number): string {
  return `${count} item(s)`;
}
