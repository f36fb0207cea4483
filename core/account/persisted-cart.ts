import { lineQuantityCap } from '../cart/quantity';

/** The part of a cart line the merge looks at. */
export interface MergeLine {
  merchandiseId: string;
  variantId: string;
  sellingPlanId: string | null;
  quantity: number;
  attributes?: readonly { key: string; value: string }[];
}

/** A line to add to the persisted cart. */
export interface MergeAddition {
  merchandiseId: string;
  sellingPlanId: string | null;
  quantity: number;
  attributes: { key: string; value: string }[];
}

const sameKind = (a: MergeLine, b: MergeLine) => a.variantId === b.variantId && (a.sellingPlanId ?? null) === (b.sellingPlanId ?? null);

/**
 * §4 guest cart merge: each guest line adds only the allowed difference to the persisted cart:
 * its quantity, cut so the item never passes the line cap of core/cart (5 autoship, 10 one-time).
 * What the shopper put in either cart is kept; the cap is the only thing that trims it.
 */
export function guestMergeAdditions(persisted: readonly MergeLine[], guest: readonly MergeLine[]): MergeAddition[] {
  const additions: MergeAddition[] = [];
  for (const line of guest) {
    const cap = lineQuantityCap(line.sellingPlanId !== null);
    const already =
      persisted.filter((p) => sameKind(p, line)).reduce((sum, p) => sum + p.quantity, 0) +
      additions
        .filter((a) => a.merchandiseId === line.merchandiseId && a.sellingPlanId === line.sellingPlanId)
        .reduce((s, a) => s + a.quantity, 0);
    const difference = Math.min(cap, already + line.quantity) - already;
    if (difference > 0) {
      additions.push({
        merchandiseId: line.merchandiseId,
        sellingPlanId: line.sellingPlanId,
        quantity: difference,
        attributes: [...(line.attributes ?? [])],
      });
    }
  }
  return additions;
}

/** What login does with the carts (§4), decided from what exists. */
export type PersistedCartPlan =
  | { kind: 'none' }
  | { kind: 'link-guest'; cartId: string }
  | { kind: 'restore'; cartId: string }
  | { kind: 'merge'; cartId: string; guestCartId: string }
  | { kind: 'forget-and-link-guest'; guestCartId: string | null };

/**
 * §4 cart restore at login: with a usable persisted cart and a guest cart, merge the guest into it;
 * with only the persisted cart, restore it; with only a guest cart, link it to the customer; a
 * persisted id whose cart cannot be rebuilt (gone or ordered) is forgotten.
 */
export function planPersistedCart(facts: {
  persistedId: string | null;
  persistedUsable: boolean;
  guestCartId: string | null;
  guestUsable: boolean;
}): PersistedCartPlan {
  const guest = facts.guestCartId && facts.guestUsable ? facts.guestCartId : null;
  if (facts.persistedId && !facts.persistedUsable) return { kind: 'forget-and-link-guest', guestCartId: guest };
  if (facts.persistedId && guest && guest !== facts.persistedId) return { kind: 'merge', cartId: facts.persistedId, guestCartId: guest };
  if (facts.persistedId) return { kind: 'restore', cartId: facts.persistedId };
  if (guest) return { kind: 'link-guest', cartId: guest };
  return { kind: 'none' };
}
