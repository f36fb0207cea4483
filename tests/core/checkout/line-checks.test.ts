import { describe, expect, it } from 'vitest';
import { type CartState, createVariantLookup, indexVariants } from '../../../core/cart';
import { PRESCRIPTION_NOT_ELIGIBLE } from '../../../core/cart/add-lines';
import { applyCartMutation } from '../../../core/cart';
import { prescriptionLineErrors, priceChangeRefusal, priceChanges, repricedLines } from '../../../core/checkout';
import { PRESCRIPTION_LINE_SLUG } from '../../../core/constants';
import type { Product } from '../../../core/entities/catalogue';
import { makeProduct, makeVariant } from '../catalogue/fixtures';
import { CART_ID, kibble, PLAN } from '../cart/fixtures';

const diet = makeProduct({
  id: 'p-rx',
  title: 'Renal Care',
  sites: ['HPSF', 'DTC'],
  facets: { brand: [PRESCRIPTION_LINE_SLUG] },
  variants: [makeVariant({ id: 'v-rx', sku: 'RX1', title: '8 lb', price: { amount: '40.00', currencyCode: 'USD' } })],
});
const eligible = { programDiscount: true, hasSubscriptions: false };
const guest = { programDiscount: false, hasSubscriptions: false };

function cartOf(products: Product[]): CartState {
  const lineItems = [
    { merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: PLAN },
    { merchandiseId: 'v-rx', quantity: 2 },
  ];
  return applyCartMutation(
    null,
    { kind: 'create', cartId: CART_ID, lineItems, customer: eligible },
    createVariantLookup(indexVariants(products), 'HPSF'),
  ).cart!;
}

/** The catalogue with the given variant's price changed to `amount`. */
function repriced(product: Product, amount: string): Product {
  return { ...product, variants: product.variants.map((v, i) => (i === 0 ? { ...v, price: { amount, currencyCode: 'USD' } } : v)) };
}

describe('prescription lines at checkout', () => {
  it('names every prescription-line item when the customer checking out is not an eligible clinic user', () => {
    const cart = cartOf([kibble, diet]);
    const index = indexVariants([kibble, diet]);
    expect(prescriptionLineErrors(cart.lines, eligible, index)).toBeNull();
    expect(prescriptionLineErrors(cart.lines, guest, index)).toEqual({ 'lines[1]': `Renal Care: ${PRESCRIPTION_NOT_ELIGIBLE}` });
  });
});

describe('prices at checkout', () => {
  it('finds no change while the catalogue asks what the cart shows (autoship discount included)', () => {
    const cart = cartOf([kibble, diet]);
    expect(priceChanges(cart.lines, indexVariants([kibble, diet]))).toEqual([]);
    expect(priceChangeRefusal([])).toBeNull();
  });

  it('names the product, the new price and the old one of each changed line', () => {
    const cart = cartOf([kibble, diet]);
    const index = indexVariants([kibble, repriced(diet, '44.50')]);
    const changes = priceChanges(cart.lines, index);
    expect(changes).toEqual([{ index: 1, productTitle: 'Renal Care', variantTitle: '8 lb', cartUnitCents: 4000, currentUnitCents: 4450 }]);
    const refusal = priceChangeRefusal(changes)!;
    expect(refusal.fields).toEqual({ 'lines[1]': 'The price of Renal Care (8 lb) is now $44.50 (it was $40.00 in your cart).' });
    expect(refusal.message).toBe(
      'The price of Renal Care (8 lb) is now $44.50 (it was $40.00 in your cart). ' +
        'Your cart now shows the new price: check your order and place it again.',
    );
  });

  it('re-prices lines from the catalogue, the autoship discount worked out again', () => {
    const cart = cartOf([kibble, diet]);
    const index = indexVariants([repriced(kibble, '30.00'), diet]);
    const lines = repricedLines(cart.lines, index);
    expect(lines[0]).toMatchObject({ priceCents: 3000, unitPriceCents: 2850 }); // 5% autoship
    expect(lines[1]).toEqual(cart.lines[1]);
    expect(priceChanges(lines, index)).toEqual([]);
  });
});
