import type { IndexedVariant } from '../../../../core/cart';
import { CART_PATHS } from '../../../../core/contract/paths';
import type { OutboxRow } from '../../../lib/local-db';

const ACTION: Record<string, string> = {
  [CART_PATHS.createCart]: 'Your cart could not be created',
  [CART_PATHS.addCartLineItems]: 'Not added to your cart',
  [CART_PATHS.updateCartLineItems]: 'Your cart change was not accepted',
  [CART_PATHS.removeCartLineItems]: 'Not removed from your cart',
};

/** 'Vitalis Adult Chicken (15 lb)' for a variant id the catalogue knows, else null. */
function variantName(id: string, catalogue: ReadonlyMap<string, IndexedVariant>): string | null {
  const found = catalogue.get(id);
  return found ? `${found.product.title} (${found.variant.title})` : null;
}

/**
 * What the shopper reads about a refused change: what was tried and the server's reason, with a
 * variant id in the reason replaced by the product's name when this device knows it.
 */
export function describeRefusal(row: Pick<OutboxRow, 'path' | 'error'>, catalogue: ReadonlyMap<string, IndexedVariant>): string {
  const action = ACTION[row.path] ?? 'Your cart change was not accepted';
  const reason = (row.error?.message ?? 'The shop refused it').replace(
    /Variant '([^']+)'/g,
    (whole, id: string) => variantName(id, catalogue) ?? whole,
  );
  return `${action}: ${reason}`;
}
