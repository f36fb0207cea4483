/** A small catalogue and helpers for the cart reducer tests. */
import {
  applyCartMutation,
  type CartMutation,
  type CartMutationResult,
  type CartState,
  createVariantLookup,
  indexVariants,
} from '../../../core/cart';
import type { Product } from '../../../core/entities/catalogue';
import { makeProduct, makeVariant } from '../catalogue/fixtures';

export const CART_ID = '0b4c7f52-8c8f-4a5e-9d4e-3f1f7a3c2b10';

const plans = (productId: string) => [
  { id: `${productId}-autoship-4w`, name: 'Autoship every 4 weeks', intervalWeeks: 4, discountPercent: 5 },
];

export const kibble = makeProduct({
  id: 'p-kibble',
  title: 'Adult Chicken Kibble',
  productType: 'Dry Dog Food',
  variants: [
    makeVariant({
      id: 'v-kibble-15',
      adminGraphqlId: 'gid://shop/ProductVariant/v-kibble-15',
      sku: 'K15',
      price: { amount: '20.00', currencyCode: 'USD' },
      weight: 15,
    }),
    makeVariant({
      id: 'v-kibble-30',
      adminGraphqlId: 'gid://shop/ProductVariant/v-kibble-30',
      sku: 'K30',
      price: { amount: '35.99', currencyCode: 'USD' },
      compareAtPrice: { amount: '39.99', currencyCode: 'USD' },
      weight: 30,
    }),
    makeVariant({ id: 'v-kibble-out', sku: 'KOUT', inStock: false, stockLevel: 'out' }),
  ],
  sellingPlans: plans('p-kibble'),
});
export const sample = makeProduct({
  id: 'p-sample',
  productType: 'Sample',
  variants: [makeVariant({ id: 'v-sample', sku: 'S1', price: { amount: '3.00', currencyCode: 'USD' }, weight: 3, weightUnit: 'oz' })],
  sellingPlans: [],
});
export const draft = makeProduct({ id: 'p-draft', status: 'draft', variants: [makeVariant({ id: 'v-draft', sku: 'D1' })] });
export const clinicOnly = makeProduct({ id: 'p-clinic', sites: ['HPSF'], variants: [makeVariant({ id: 'v-clinic', sku: 'C1' })] });

export const products: Product[] = [kibble, sample, draft, clinicOnly];
export const lookup = createVariantLookup(indexVariants(products), 'DTC');

/** Applies mutations in order, failing the test on any refusal. */
export function applyAll(cart: CartState | null, ...mutations: CartMutation[]): CartState {
  let current = cart;
  for (const mutation of mutations) {
    const result = applyCartMutation(current, mutation, lookup);
    if (!result.outcome.ok) throw new Error(`refused: ${JSON.stringify(result.outcome.refusal)}`);
    current = result.cart;
  }
  return current!;
}

/** A new cart with the given lines. */
export function cartWith(...lineItems: { merchandiseId: string; quantity: number; sellingPlanId?: string | null }[]): CartState {
  return applyAll(null, { kind: 'create', cartId: CART_ID, lineItems });
}

/** The applied result's cart and outcome (fails on a refusal). */
export function applied(result: CartMutationResult) {
  if (!result.outcome.ok) throw new Error(`refused: ${JSON.stringify(result.outcome.refusal)}`);
  return { cart: result.cart!, outcome: result.outcome };
}

export const PLAN = 'p-kibble-autoship-4w';
