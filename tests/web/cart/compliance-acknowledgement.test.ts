// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../../../core/cart';
import { postLoginTarget } from '../../../core/identity/access-rules';

const view = vi.hoisted(() => ({ cart: null as unknown }));
vi.mock('../../../web/features/cart/cart-client', () => ({ getCartView: () => view }));

const { acknowledgeCompliance, takeComplianceAcknowledgement } = await import('../../../web/features/cart/compliance-acknowledgement');

function cartWith(quantity: number) {
  const line = {
    id: 'line-1',
    variantId: 'v1',
    merchandiseId: 'gid://v1',
    sku: 'SKU1',
    variantTitle: '15 lb',
    productTitle: 'Food',
    productType: 'Dry Food',
    sellingPlanId: 'plan-4w',
    quantity,
    attributes: [],
    priceCents: 2000,
    unitPriceCents: 1900,
    compareAtCents: null,
  };
  return { ...emptyCart('3f2b8c1e-2d4a-4b8e-9c1a-0f5e6d7c8b9a'), lines: [line] };
}

const login = (checkout: ReturnType<typeof takeComplianceAcknowledgement>) =>
  postLoginTarget({
    site: 'DTC',
    loginPath: '/shelter/login',
    previousPath: '/shelter/autoship-required-login',
    redirectParam: '/cart',
    isRegistered: false,
    checkout,
  });

describe('compliance acknowledgement after the shelter login (§2)', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes on to the checkout URL once acknowledged, and only once', () => {
    view.cart = cartWith(2);
    acknowledgeCompliance();
    expect(login(takeComplianceAcknowledgement())).toBe('/checkout');
    expect(takeComplianceAcknowledgement()).toBeUndefined();
  });

  it('goes back when the cart is over a quantity limit', () => {
    view.cart = cartWith(6); // autoship line above 5
    acknowledgeCompliance();
    expect(login(takeComplianceAcknowledgement())).toBe('/cart');
  });

  it('without the flag the usual order applies (the redirect)', () => {
    view.cart = cartWith(2);
    expect(login(takeComplianceAcknowledgement())).toBe('/cart');
  });
});
