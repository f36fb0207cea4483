/**
 * The DTC demo shopper's account history: an address book (one default), past orders with lines of
 * real seeded variants, and two autoships; the shelter user gets one order (so a test can ask for
 * another customer's order). Fixed ids and dates: a second run changes nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { firstDeliveryOf } from '../../../core/account';
import type { CartLineState } from '../../../core/cart';
import { GUEST_CUSTOMER } from '../../../core/cart/state';
import { orderTotals } from '../../../core/checkout';
import type { Database, Db } from '../client';
import { addresses, customers, orderLines, orders, products, sellingPlans, subscriptions, variants } from '../schema';
import { orderLineOf } from '../../features/checkout/checkout.store';

export const DEMO_SHOPPER_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_SHELTER_ID = '00000000-0000-4000-8000-000000000002';

const HOME = {
  firstName: 'Dana',
  lastName: 'Shopper',
  address1: '1450 Meadow Lane',
  address2: 'Apt 3',
  city: 'Aurora',
  provinceCode: 'CO',
  zip: '80011',
  phone: '303-555-0101',
};
const WORK = {
  firstName: 'Dana',
  lastName: 'Shopper',
  address1: '700 Market St',
  address2: '',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
  phone: '303-555-0199',
};

/** The demo orders: customer, fixed id and number suffix, date, and which variants (by index) and quantities. */
const ORDERS = [
  {
    customer: DEMO_SHOPPER_ID,
    n: 1,
    date: '2026-07-14T15:20:00Z',
    lines: [
      [0, 2, false],
      [1, 1, false],
    ],
  },
  {
    customer: DEMO_SHOPPER_ID,
    n: 2,
    date: '2026-08-30T10:05:00Z',
    lines: [
      [2, 1, true],
      [3, 3, false],
    ],
  },
  {
    customer: DEMO_SHOPPER_ID,
    n: 3,
    date: '2026-10-02T18:45:00Z',
    lines: [
      [4, 2, true],
      [0, 1, false],
    ],
  },
  { customer: DEMO_SHOPPER_ID, n: 4, date: '2026-11-01T09:30:00Z', lines: [[5, 1, false]] },
  { customer: DEMO_SHELTER_ID, n: 5, date: '2026-10-20T12:00:00Z', lines: [[1, 4, false]] },
] as const;

const uuid = (kind: number, n: number) => `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;

type Picked = { variant: typeof variants.$inferSelect; product: typeof products.$inferSelect; plan: typeof sellingPlans.$inferSelect };
type OrderSpec = (typeof ORDERS)[number];

/** Six DTC variants of products with autoship plans, in a fixed order (fewer when the catalogue is small). */
async function pickVariants(db: Db): Promise<Picked[]> {
  const picked = await db
    .select({ variant: variants, product: products, plan: sellingPlans })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(sellingPlans, and(eq(sellingPlans.productId, products.id), eq(sellingPlans.intervalWeeks, 4)))
    .where(and(eq(products.status, 'published'), sql`'DTC' = any(${products.sites})`))
    .orderBy(asc(products.rank), asc(variants.position))
    .limit(40);
  return picked.filter((row, i) => picked.findIndex((r) => r.product.id === row.product.id) === i).slice(0, 6);
}

/** The cart lines an order spec names, priced as the cart would have priced them. */
function linesOf(spec: OrderSpec, distinct: Picked[]): CartLineState[] {
  return spec.lines.map(([index, quantity, autoship], position) => {
    const { variant, product, plan } = distinct[index];
    const unit = autoship ? Math.round((variant.priceCents * (100 - plan.discountPercent)) / 100) : variant.priceCents;
    return {
      id: `seed-${spec.n}-${position}`,
      variantId: variant.id,
      merchandiseId: variant.adminGraphqlId,
      sku: variant.sku,
      variantTitle: variant.title,
      productTitle: product.title,
      productType: product.productType,
      sellingPlanId: autoship ? plan.id : null,
      quantity,
      attributes: [],
      priceCents: variant.priceCents,
      unitPriceCents: unit,
      compareAtCents: variant.compareAtCents,
    };
  });
}

/** Inserts one demo order and its lines, unless it is already there. */
async function insertOrder(tx: Db, spec: OrderSpec, lines: CartLineState[]): Promise<void> {
  const id = uuid(2, spec.n);
  const { freeShipping: _free, ...totals } = orderTotals({ lines, customer: GUEST_CUSTOMER }, 'CO', null);
  const shopper = spec.customer === DEMO_SHOPPER_ID;
  const orderType = lines.some((l) => l.sellingPlanId) ? 'firstPurchaseSubscription' : 'oneTimeOrder';
  const inserted = await tx
    .insert(orders)
    .values({
      id,
      number: `VN-${900000 + spec.n}`,
      site: 'DTC',
      cartId: uuid(3, spec.n),
      customerId: spec.customer,
      email: shopper ? 'shopper@vitalis.example' : 'shelter@vitalis.example',
      shippingAddress: shopper ? HOME : { ...HOME, firstName: 'Sam', lastName: 'Rescue', address1: '12 Harbor Rd', address2: '' },
      attributes: [
        { key: 'SALES_ORG', value: 'USHD' },
        { key: 'SALES_ORD_TYPE', value: 'ZDTC' },
        { key: 'shipping_location', value: 'ship_to_home' },
        { key: 'sgOrderType', value: orderType },
      ],
      salesOrg: 'USHD',
      salesOrderType: 'ZDTC',
      orderType,
      shippingLocation: 'ship_to_home',
      ...totals,
      paymentBrand: 'Visa',
      paymentLast4: '4242',
      paymentAuthorization: `seed-auth-${spec.n}`,
      createdAt: new Date(spec.date),
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted.length === 0) return; // already seeded (or the number was taken)
  const tagged = lines.map((line, position) => ({
    ...orderLineOf(line, [{ key: 'shipping_location', value: 'ship_to_home' }]),
    orderId: id,
    position,
  }));
  await tx.insert(orderLines).values(tagged);
}

/** The demo shopper's two autoships, started by their orders 2 and 3. */
async function insertAutoships(tx: Db, distinct: Picked[]): Promise<void> {
  const autoships = [
    { n: 1, order: 2, index: 2, start: '2026-08-30', weeks: 4, quantity: 1 },
    { n: 2, order: 3, index: 4, start: '2026-10-02', weeks: 6, quantity: 2 },
  ];
  await tx
    .insert(subscriptions)
    .values(
      autoships.map((a) => ({
        id: uuid(4, a.n),
        customerId: DEMO_SHOPPER_ID,
        productId: distinct[a.index].product.id,
        variantId: distinct[a.index].variant.id,
        sku: distinct[a.index].variant.sku,
        externalId: `SC-DEMO-${a.n}`,
        orderId: uuid(2, a.order),
        frequencyDays: a.weeks * 7,
        everyPeriod: a.weeks,
        startDate: a.start,
        quantity: a.quantity,
        nextDelivery: firstDeliveryOf('2026-11-20', a.weeks * 7),
        createdAt: new Date(`${a.start}T00:00:00Z`),
      })),
    )
    .onConflictDoNothing();
}

/** Seeds the account history when the demo customers exist; counts for the seed report. */
export async function seedAccount(database: Database) {
  const { db } = database;
  const present = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.id} in (${DEMO_SHOPPER_ID}, ${DEMO_SHELTER_ID})`);
  if (present.length < 2) return { demoOrders: 0 };
  const distinct = await pickVariants(db);
  if (distinct.length < 6) return { demoOrders: 0 };
  await db.transaction(async (tx) => {
    await tx
      .insert(addresses)
      .values([
        { id: uuid(1, 1), customerId: DEMO_SHOPPER_ID, isDefault: true, createdAt: new Date('2026-07-01T00:00:00Z'), ...HOME },
        {
          id: uuid(1, 2),
          customerId: DEMO_SHOPPER_ID,
          isDefault: false,
          createdAt: new Date('2026-07-02T00:00:00Z'),
          ...WORK,
          address2: null,
        },
      ])
      .onConflictDoNothing();
    for (const spec of ORDERS) await insertOrder(tx, spec, linesOf(spec, distinct));
    await insertAutoships(tx, distinct);
  });
  return { demoOrders: ORDERS.length };
}
