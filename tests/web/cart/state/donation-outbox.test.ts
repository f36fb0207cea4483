import { describe, expect, it } from 'vitest';
import { cartTotals, emptyCart, GUEST_CUSTOMER, indexVariants } from '../../../../core/cart';
import { CART_PATHS } from '../../../../core/contract/paths';
import { requestOf } from '../../../../web/features/cart/state/cart-requests';
import { applyPendingChanges, mutationOf } from '../../../../web/features/cart/state/stored-requests';
import type { OutboxRow } from '../../../../web/lib/local-db';
import { CART_ID, kibble } from '../../../core/cart/fixtures';

describe('the shopper-paid donation in the outbox', () => {
  it('is queued as update-cart-donation and read back as the same mutation', () => {
    const request = requestOf(CART_ID, { kind: 'updateDonation', amountCents: 63 });
    expect(request).toEqual({ path: CART_PATHS.updateCartDonation, body: { cartId: CART_ID, amountCents: 63 } });
    expect(mutationOf(request, GUEST_CUSTOMER)).toEqual({ kind: 'updateDonation', amountCents: 63 });
    // a stored body the contract refuses is left to the server
    expect(mutationOf({ path: CART_PATHS.updateCartDonation, body: { cartId: CART_ID, amountCents: -5 } }, GUEST_CUSTOMER)).toBeNull();
  });

  it('shows in the optimistic cart while it waits to sync', () => {
    const { path, body } = requestOf(CART_ID, { kind: 'updateDonation', amountCents: 500 });
    const row: OutboxRow = { seq: 1, idempotencyKey: 'k1', path, body, cartId: CART_ID, createdAt: 0, status: 'pending', attempts: 0 };
    const { cart } = applyPendingChanges({
      cartId: CART_ID,
      customer: GUEST_CUSTOMER,
      site: 'DTC',
      catalogue: indexVariants([kibble]),
      cart: emptyCart(CART_ID),
      rows: [row],
    });
    expect(cart?.donationCents).toBe(500);
    expect(cartTotals(cart ?? emptyCart(CART_ID)).estimatedTotalCents).toBe(500);
  });
});
