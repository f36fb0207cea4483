/**
 * Id of the line holding `variantId` bought with `sellingPlanId` (null: one-time) in cart `cartId`.
 * A pure function of the three, so the offline client and the server replaying the same
 * mutations give every line the same id, and one variant+plan can only ever be one line.
 */
export function cartLineId(cartId: string, variantId: string, sellingPlanId: string | null): string {
  const plan = sellingPlanId === null ? '' : `~${encodeURIComponent(sellingPlanId)}`;
  return `gid://shop/CartLine/${encodeURIComponent(variantId)}${plan}?cart=${encodeURIComponent(cartId)}`;
}
