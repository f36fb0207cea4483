import { describe, expect, it } from 'vitest';
import { cartLineId, type CartState, indexVariants, toWireCart } from '../../../../core/cart';
import type { OutboxRow } from '../../../../web/lib/local-db';
import { requestOf } from '../../../../web/features/cart/state/cart-requests';
import { optimisticCart } from '../../../../web/features/cart/state/optimistic';
import { applyPendingChanges } from '../../../../web/features/cart/state/stored-requests';
import { CART_ID, kibble, PLAN, sample } from '../../../core/cart/fixtures';
import { createFakeCartServer } from './support/fake-cart-server';

const GUEST = { programDiscount: false, hasSubscriptions: false };
const catalogue = indexVariants([kibble, sample]);

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VARIANTS = ['v-kibble-15', 'v-kibble-30', 'v-sample'];
const PLANS = [null, null, PLAN];

/** Rows as the store queues them: a create, then random adds, quantity changes, plan changes and removals. */
function randomRows(seed: number, count: number): OutboxRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const lineIds = () => VARIANTS.flatMap((v) => [cartLineId(CART_ID, v, null), cartLineId(CART_ID, v, PLAN)]);
  const mutations = [{ kind: 'create' as const, cartId: CART_ID, lineItems: [], customer: GUEST }] as Parameters<typeof requestOf>[1][];
  for (let i = 0; i < count; i++) {
    const roll = next();
    const variant = pick(VARIANTS);
    const plan = variant === 'v-sample' ? null : pick(PLANS);
    if (roll < 0.45)
      mutations.push({
        kind: 'addLines',
        lineItems: [{ merchandiseId: variant, quantity: 1 + Math.floor(next() * 7), sellingPlanId: plan }],
      });
    else if (roll < 0.7) mutations.push({ kind: 'updateLines', lineItems: [{ id: pick(lineIds()), quantity: Math.floor(next() * 13) }] });
    else if (roll < 0.85) mutations.push({ kind: 'updateLines', lineItems: [{ id: pick(lineIds()), sellingPlanId: pick(PLANS) }] });
    else mutations.push({ kind: 'removeLines', lineItemIds: [pick(lineIds())] });
  }
  return mutations.map((mutation, seq) => {
    const { path, body } = requestOf(CART_ID, mutation);
    return { seq: seq + 1, idempotencyKey: `k${seq}`, path, body, cartId: CART_ID, createdAt: 0, status: 'pending', attempts: 0 };
  });
}

describe('the optimistic cart', () => {
  it('equals what the server ends with after replaying the same queue (200 random queues)', async () => {
    let refusedSomewhere = false;
    let linesShown = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rows = randomRows(seed, 12);
      const server = createFakeCartServer([kibble, sample]);
      for (const row of rows) {
        await server.fetch(row.path, {
          method: 'POST',
          headers: { 'Idempotency-Key': row.idempotencyKey },
          body: JSON.stringify(row.body),
        });
      }
      const shown = optimisticCart({
        site: 'DTC',
        customer: GUEST,
        cartId: CART_ID,
        snapshot: null,
        rows,
        catalogue,
        localRefusals: [],
        applyPending: applyPendingChanges,
      });
      expect(toWireCart(shown.cart!), `seed ${seed}`).toEqual(toWireCart(server.carts.get(CART_ID)!));
      refusedSomewhere ||= server.applied.length < rows.length;
      linesShown += shown.cart!.lines.length;
    }
    // the queues really exercise the rules: some changes are refused, and carts are not left empty
    expect(refusedSomewhere).toBe(true);
    expect(linesShown).toBeGreaterThan(200);
  });

  it('applies pending entries over the server snapshot and marks the lines they touched', () => {
    const rows = randomRows(7, 0);
    const snapshot: CartState = {
      ...optimisticCart({
        site: 'DTC',
        customer: GUEST,
        cartId: CART_ID,
        snapshot: null,
        rows,
        catalogue,
        localRefusals: [],
        applyPending: applyPendingChanges,
      }).cart!,
    };
    const add = requestOf(CART_ID, { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 2 }] });
    const pending: OutboxRow = { seq: 9, idempotencyKey: 'k9', ...add, cartId: CART_ID, createdAt: 0, status: 'pending', attempts: 0 };
    const refused: OutboxRow = { ...pending, seq: 10, idempotencyKey: 'k10', status: 'refused' };
    const shown = optimisticCart({
      site: 'DTC',
      customer: GUEST,
      cartId: CART_ID,
      snapshot,
      rows: [pending, refused],
      catalogue,
      localRefusals: [],
      applyPending: applyPendingChanges,
    });
    const lineId = cartLineId(CART_ID, 'v-kibble-15', null);
    expect(shown.cart?.lines).toMatchObject([{ id: lineId, quantity: 2, productTitle: 'Adult Chicken Kibble', priceCents: 2000 }]);
    expect([...shown.pendingLineIds]).toEqual([lineId]);
  });

  it('changes the quantity of a line the server sent even when this device does not know its product', () => {
    const rows = randomRows(3, 0);
    const withLine = optimisticCart({
      site: 'DTC',
      customer: GUEST,
      cartId: CART_ID,
      snapshot: null,
      rows: [
        ...rows,
        {
          ...rows[0],
          seq: 2,
          idempotencyKey: 'a',
          ...requestOf(CART_ID, { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: PLAN }] }),
        },
      ],
      catalogue,
      localRefusals: [],
      applyPending: applyPendingChanges,
    }).cart!;
    const lineId = cartLineId(CART_ID, 'v-kibble-15', PLAN);
    const more = requestOf(CART_ID, { kind: 'updateLines', lineItems: [{ id: lineId, quantity: 3 }] });
    const row: OutboxRow = { seq: 3, idempotencyKey: 'b', ...more, cartId: CART_ID, createdAt: 0, status: 'pending', attempts: 0 };
    const shown = optimisticCart({
      site: 'DTC',
      customer: GUEST,
      cartId: CART_ID,
      snapshot: withLine,
      rows: [row],
      catalogue: new Map(),
      localRefusals: [],
      applyPending: applyPendingChanges,
    });
    expect(shown.cart?.lines).toMatchObject([{ id: lineId, quantity: 3, unitPriceCents: withLine.lines[0].unitPriceCents }]);
  });

  it('shows the Program Discount customer the server will decide for the storefront', () => {
    const rows = randomRows(5, 0);
    const clinic = { programDiscount: true, hasSubscriptions: false };
    const shown = optimisticCart({
      site: 'HPSF',
      customer: clinic,
      cartId: CART_ID,
      snapshot: null,
      rows,
      catalogue,
      localRefusals: [],
      applyPending: applyPendingChanges,
    });
    expect(shown.cart?.customer).toEqual(clinic);
  });
});
