/** What a process remembers of carts (remembered-carts.ts): only for their owner, only with the read asked for, bounded. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rememberedCarts } from '../../../api/features/cart/remembered-carts';

const guest = { site: 'DTC' as const, customerId: null, guestKey: 'guest-a' };
const read = (sku: string) => ({ shape: 'in-stock:1', template: () => sql`null`, values: { read_sku0: sku }, decode: (v: unknown) => v });

describe('remembered carts', () => {
  it('offers a cart to the owner it was kept for only', () => {
    const memory = rememberedCarts();
    memory.keepCart(guest, 'cart-1', '{"lines":[]}');
    expect(memory.assumed(guest, 'cart-1', undefined)).toEqual({ stateJson: '{"lines":[]}', readJson: undefined });
    expect(memory.assumed({ ...guest, guestKey: 'guest-b' }, 'cart-1', undefined)).toBeNull();
    expect(memory.assumed({ ...guest, customerId: 'customer-1' }, 'cart-1', undefined)).toBeNull();
    expect(memory.assumed({ ...guest, site: 'HPSF' }, 'cart-1', undefined)).toBeNull();
  });

  it('guesses with a read only when that read was kept, null standing for SQL NULL', () => {
    const memory = rememberedCarts();
    memory.keepCart(guest, 'cart-1', '{}');
    expect(memory.assumed(guest, 'cart-1', read('SKU-1'))).toBeNull();
    memory.keepRead(read('SKU-1'), null);
    expect(memory.assumed(guest, 'cart-1', read('SKU-1'))).toEqual({ stateJson: '{}', readJson: null });
    expect(memory.assumed(guest, 'cart-1', read('SKU-2'))).toBeNull();
  });

  it('forgets a cart on request, and the least recently used past its bound', () => {
    const memory = rememberedCarts(2, 2);
    memory.keepCart(guest, 'cart-1', '1');
    memory.keepCart(guest, 'cart-2', '2');
    memory.assumed(guest, 'cart-1', undefined); // used: cart-2 is now the oldest
    memory.keepCart(guest, 'cart-3', '3');
    expect(memory.assumed(guest, 'cart-2', undefined)).toBeNull();
    expect(memory.assumed(guest, 'cart-1', undefined)?.stateJson).toBe('1');
    memory.forget('cart-1');
    expect(memory.assumed(guest, 'cart-1', undefined)).toBeNull();
  });
});
