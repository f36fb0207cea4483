// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ order: [] as string[], startFails: false }));

vi.mock('../../../web/features/checkout/checkout-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startCheckoutCall: vi.fn(async () => {
    calls.order.push('checkout start');
    if (calls.startFails) throw new TypeError('Failed to fetch');
    return { cart: { id: 'cart-1' } };
  }),
}));
vi.mock('../../../web/features/cart/cart-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  refreshFromServer: vi.fn(async () => {
    calls.order.push('cart read again');
  }),
}));

const { repriceAfterRefusal } = await import('../../../web/features/checkout/use-checkout');

beforeEach(() => {
  calls.order = [];
  calls.startFails = false;
});

describe('after an order refused for changed prices', () => {
  it('checkout starts again on the re-priced cart, then the device reads that cart again', async () => {
    const dispatch = vi.fn();
    await repriceAfterRefusal('cart-1', dispatch);
    expect(dispatch).toHaveBeenCalledWith({ type: 'started', start: { cart: { id: 'cart-1' } } });
    expect(calls.order).toEqual(['checkout start', 'cart read again']);
  });

  it('reads the cart again even when checkout start could not run', async () => {
    calls.startFails = true;
    const dispatch = vi.fn();
    await repriceAfterRefusal('cart-1', dispatch);
    expect(dispatch).not.toHaveBeenCalled();
    expect(calls.order).toEqual(['checkout start', 'cart read again']);
  });
});
