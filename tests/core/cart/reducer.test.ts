import { describe, expect, it } from 'vitest';
import { applyCartMutation, cartLineId, cartFlags, createVariantLookup, emptyCart, indexVariants } from '../../../core/cart';
import { PRESCRIPTION_NOT_ELIGIBLE } from '../../../core/cart/add-lines';
import { MAX_AUTOSHIP_QUANTITY, MAX_LINE_QUANTITY, PRESCRIPTION_LINE_SLUG } from '../../../core/constants';
import { makeProduct, makeVariant } from '../catalogue/fixtures';
import { applied, applyAll, CART_ID, cartWith, kibble, lookup, PLAN } from './fixtures';

describe('adding lines', () => {
  it('creates a cart with a client-made id and empty buyer identity', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 });
    expect(cart.id).toBe(CART_ID);
    expect(cart.buyerIdentity).toEqual({ email: null, phone: null, countryCode: null, customerAccessToken: null });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, variantId: 'v-kibble-15', merchandiseId: 'gid://shop/ProductVariant/v-kibble-15' });
  });

  it('raises a resulting quantity below the minimum to 1 and reports it', () => {
    const result = applied(
      applyCartMutation(null, { kind: 'create', cartId: CART_ID, lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 0 }] }, lookup),
    );
    expect(result.cart.lines[0].quantity).toBe(1);
    expect(result.outcome.adjustments).toEqual([
      expect.objectContaining({ reason: 'raised-to-minimum', requested: 0, quantity: 1, field: 'lineItems[0].quantity' }),
    ]);
    const down = applied(
      applyCartMutation(
        cartWith({ merchandiseId: 'v-kibble-15', quantity: 3 }),
        { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: -7 }] },
        lookup,
      ),
    );
    expect(down.cart.lines[0].quantity).toBe(1);
  });

  it('caps one-time lines at MAX_LINE_QUANTITY and autoship lines at 5', () => {
    const cart = cartWith(
      { merchandiseId: 'v-kibble-15', quantity: 14 },
      { merchandiseId: 'v-kibble-30', quantity: 9, sellingPlanId: PLAN },
    );
    expect(MAX_LINE_QUANTITY).toBe(10);
    expect(cart.lines.map((l) => l.quantity)).toEqual([MAX_LINE_QUANTITY, MAX_AUTOSHIP_QUANTITY]);
    const more = applied(
      applyCartMutation(
        cart,
        { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-30', quantity: 1, sellingPlanId: PLAN }] },
        lookup,
      ),
    );
    expect(more.cart.lines[1].quantity).toBe(5);
    expect(more.outcome.adjustments[0]).toMatchObject({ reason: 'capped', requested: 6, quantity: 5 });
  });

  it('merges the same variant and plan into one line, by id or adminGraphqlId', () => {
    const cart = applyAll(
      cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }),
      { kind: 'addLines', lineItems: [{ merchandiseId: 'gid://shop/ProductVariant/v-kibble-15', quantity: 2 }] },
      { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: PLAN }] },
    );
    expect(cart.lines.map((l) => [l.variantId, l.sellingPlanId, l.quantity])).toEqual([
      ['v-kibble-15', null, 3],
      ['v-kibble-15', PLAN, 1],
    ]);
  });

  it('keeps the shopper attributes and always sets _weightValue and _weightUnit from the variant', () => {
    const cart = applyAll(null, {
      kind: 'create',
      cartId: CART_ID,
      lineItems: [
        {
          merchandiseId: 'v-sample',
          quantity: 1,
          attributes: [
            { key: 'gift', value: 'yes' },
            { key: '_weightValue', value: '999' },
          ],
        },
      ],
    });
    expect(cart.lines[0].attributes).toEqual([
      { key: 'gift', value: 'yes' },
      { key: '_weightValue', value: '3' },
      { key: '_weightUnit', value: 'oz' },
    ]);
  });

  it('refuses unknown, unpublished, other-site and out-of-stock variants and unknown plans, naming the field', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 });
    const cases = [
      ['nope', null, 'unknown-variant', 'lineItems[1].merchandiseId'],
      ['v-draft', null, 'unpublished', 'lineItems[1].merchandiseId'],
      ['v-clinic', null, 'not-on-site', 'lineItems[1].merchandiseId'],
      ['v-kibble-out', null, 'out-of-stock', 'lineItems[1].merchandiseId'],
      ['v-kibble-15', 'plan-x', 'unknown-selling-plan', 'lineItems[1].sellingPlanId'],
    ] as const;
    for (const [merchandiseId, sellingPlanId, reason, field] of cases) {
      const result = applyCartMutation(
        cart,
        {
          kind: 'addLines',
          lineItems: [
            { merchandiseId: 'v-kibble-15', quantity: 1 },
            { merchandiseId, quantity: 1, sellingPlanId },
          ],
        },
        lookup,
      );
      expect(result.outcome).toMatchObject({ ok: false, refusal: { reason, field } });
      expect(result.outcome.ok ? '' : result.outcome.refusal.message).toContain(merchandiseId === 'v-kibble-15' ? 'plan-x' : merchandiseId);
      expect(result.cart).toBe(cart); // nothing of the call applied
    }
  });

  it('sells prescription-line items only to an eligible clinic user (the cart’s Program Discount)', () => {
    const diet = makeProduct({
      id: 'p-rx',
      sites: ['HPSF'],
      facets: { brand: [PRESCRIPTION_LINE_SLUG] },
      variants: [makeVariant({ id: 'v-rx', sku: 'RX1' })],
    });
    const clinicLookup = createVariantLookup(indexVariants([diet]), 'HPSF');
    const create = (programDiscount: boolean) =>
      applyCartMutation(
        null,
        {
          kind: 'create',
          cartId: CART_ID,
          lineItems: [{ merchandiseId: 'v-rx', quantity: 1 }],
          customer: { programDiscount, hasSubscriptions: false },
        },
        clinicLookup,
      );
    expect(create(false).outcome).toEqual({
      ok: false,
      refusal: { reason: 'prescription-not-eligible', message: PRESCRIPTION_NOT_ELIGIBLE, field: 'lineItems[0].merchandiseId' },
    });
    expect(create(true).cart?.lines.map((l) => l.sku)).toEqual(['RX1']);
  });

  it('checks a kept prescription-line item again on update-lines: an ineligible shopper may only remove it', () => {
    const diet = makeProduct({
      id: 'p-rx',
      sites: ['HPSF'],
      facets: { brand: [PRESCRIPTION_LINE_SLUG] },
      variants: [makeVariant({ id: 'v-rx', sku: 'RX1' })],
    });
    const clinicLookup = createVariantLookup(indexVariants([diet, kibble]), 'HPSF');
    const eligible = { programDiscount: true, hasSubscriptions: false };
    const created = applyCartMutation(
      null,
      { kind: 'create', cartId: CART_ID, lineItems: [{ merchandiseId: 'v-rx', quantity: 2 }], customer: eligible },
      clinicLookup,
    ).cart!;
    const lineId = created.lines[0].id;
    // the same cart changed by a shopper who is not (or no longer) an eligible clinic user
    const theirs = { ...created, customer: { programDiscount: false, hasSubscriptions: false } };
    const lower = applyCartMutation(theirs, { kind: 'updateLines', lineItems: [{ id: lineId, quantity: 1 }] }, clinicLookup);
    expect(lower.outcome).toEqual({
      ok: false,
      refusal: { reason: 'prescription-not-eligible', message: PRESCRIPTION_NOT_ELIGIBLE, field: 'lineItems[0].id' },
    });
    expect(lower.cart).toBe(theirs);
    const removed = applyCartMutation(theirs, { kind: 'updateLines', lineItems: [{ id: lineId, quantity: 0 }] }, clinicLookup);
    expect(removed.outcome.ok).toBe(true);
    expect(removed.cart?.lines).toEqual([]);
    const mine = applyCartMutation(created, { kind: 'updateLines', lineItems: [{ id: lineId, quantity: 3 }] }, clinicLookup);
    expect(mine.cart?.lines[0].quantity).toBe(3);
  });

  it('refuses mutations without a cart and a second create of the same id', () => {
    expect(applyCartMutation(null, { kind: 'updateNote', note: 'x' }, lookup).outcome).toMatchObject({
      ok: false,
      refusal: { reason: 'no-cart' },
    });
    const cart = cartWith();
    expect(applyCartMutation(cart, { kind: 'create', cartId: CART_ID, lineItems: [] }, lookup).outcome).toMatchObject({
      ok: false,
      refusal: { reason: 'cart-exists' },
    });
  });
});

describe('updating and removing lines', () => {
  const base = () => cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }, { merchandiseId: 'v-kibble-30', quantity: 1 });

  it('sets quantities, capped; quantity 0 removes the line', () => {
    const [a, b] = base().lines;
    const result = applied(
      applyCartMutation(
        base(),
        {
          kind: 'updateLines',
          lineItems: [
            { id: a.id, quantity: 25 },
            { id: b.id, quantity: 0 },
          ],
        },
        lookup,
      ),
    );
    expect(result.cart.lines.map((l) => [l.id, l.quantity])).toEqual([[a.id, 10]]);
    expect(result.outcome.removedLineIds).toEqual([b.id]);
    expect(result.outcome.adjustments[0]).toMatchObject({ reason: 'capped', field: 'lineItems[0].quantity' });
  });

  it('moves a line to autoship (capped at 5) and merges it into an existing autoship line of the variant', () => {
    const cart = applyAll(base(), { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 2, sellingPlanId: PLAN }] });
    const oneTime = cart.lines[0];
    const result = applied(
      applyCartMutation(cart, { kind: 'updateLines', lineItems: [{ id: oneTime.id, sellingPlanId: PLAN, quantity: 4 }] }, lookup),
    );
    const autoship = result.cart.lines.filter((l) => l.variantId === 'v-kibble-15');
    expect(autoship).toHaveLength(1);
    expect(autoship[0]).toMatchObject({ id: cartLineId(CART_ID, 'v-kibble-15', PLAN), sellingPlanId: PLAN, quantity: 5 });
    expect(autoship[0].unitPriceCents).toBe(1900); // 5% autoship discount on 20.00
    expect(result.outcome.removedLineIds).toEqual([oneTime.id]);
  });

  it('updates attributes without losing the weight attributes', () => {
    const cart = base();
    const { cart: next } = applied(
      applyCartMutation(
        cart,
        { kind: 'updateLines', lineItems: [{ id: cart.lines[0].id, attributes: [{ key: 'shipping_location', value: 'ship_to_home' }] }] },
        lookup,
      ),
    );
    expect(next.lines[0].attributes.map((a) => a.key)).toEqual(['shipping_location', '_weightValue', '_weightUnit']);
  });

  it('refuses unknown line ids naming the field, and more units of a variant now out of stock', () => {
    const cart = base();
    expect(applyCartMutation(cart, { kind: 'updateLines', lineItems: [{ id: 'x', quantity: 1 }] }, lookup).outcome).toMatchObject({
      ok: false,
      refusal: { reason: 'unknown-line', field: 'lineItems[0].id' },
    });
    expect(applyCartMutation(cart, { kind: 'removeLines', lineItemIds: [cart.lines[0].id, 'x'] }, lookup).outcome).toMatchObject({
      ok: false,
      refusal: { reason: 'unknown-line', field: 'lineItemIds[1]' },
    });
    const soldOut = () => ({ ok: false, reason: 'out-of-stock' }) as const;
    expect(applyCartMutation(cart, { kind: 'updateLines', lineItems: [{ id: cart.lines[0].id, quantity: 3 }] }, soldOut).outcome.ok).toBe(
      false,
    );
    // fewer units of a sold-out variant are always fine
    expect(applyCartMutation(cart, { kind: 'updateLines', lineItems: [{ id: cart.lines[0].id, quantity: 1 }] }, soldOut).outcome.ok).toBe(
      true,
    );
  });

  it('removing the last line leaves an empty cart with total quantity 0', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 });
    const empty = applyAll(cart, { kind: 'removeLines', lineItemIds: [cart.lines[0].id] });
    expect(empty.lines).toEqual([]);
    expect(cartFlags(empty)).toMatchObject({ totalQuantity: 0, canCheckout: false });
  });
});

describe('cart-level changes', () => {
  it('replaces attributes, merges buyer identity, normalises codes, sets the note', () => {
    const cart = applyAll(
      emptyCart(CART_ID),
      {
        kind: 'updateAttributes',
        attributes: [
          { key: 'a', value: '1' },
          { key: 'a', value: '2' },
        ],
      },
      { kind: 'updateBuyerIdentity', buyerIdentity: { email: 'a@b.co' } },
      { kind: 'updateBuyerIdentity', buyerIdentity: { countryCode: 'US' } },
      { kind: 'updateDiscountCodes', codes: [' save10 ', 'SAVE10', ''] },
      { kind: 'updateNote', note: 'Leave at the door' },
    );
    expect(cart.attributes).toEqual([{ key: 'a', value: '2' }]);
    expect(cart.buyerIdentity).toEqual({ email: 'a@b.co', phone: null, countryCode: 'US', customerAccessToken: null });
    expect(cart.discountCodes).toEqual(['SAVE10']);
    expect(cart.note).toBe('Leave at the door');
  });

  it("replacing the shopper's attributes keeps the order attributes checkout set, and takes none from the shopper", () => {
    const checkedOut = {
      ...emptyCart(CART_ID),
      attributes: [
        { key: 'SOLD_TO', value: 'S-100' },
        { key: 'gift', value: 'old' },
      ],
    };
    const cart = applyAll(checkedOut, {
      kind: 'updateAttributes',
      attributes: [
        { key: 'gift', value: 'new' },
        { key: 'SOLD_TO', value: 'S-999' },
      ],
    });
    expect(cart.attributes).toEqual([
      { key: 'SOLD_TO', value: 'S-100' },
      { key: 'gift', value: 'new' },
    ]);
  });
});

describe('line ids', () => {
  it('are a pure function of cart, variant and plan, so a replay gives the same ids', () => {
    const mutations = [
      { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 1 }] },
      { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-30', quantity: 2, sellingPlanId: PLAN }] },
    ] as const;
    const client = applyAll(cartWith(), ...mutations);
    const server = applyAll(cartWith(), ...mutations);
    expect(server).toEqual(client);
    expect(client.lines.map((l) => l.id)).toEqual([cartLineId(CART_ID, 'v-kibble-15', null), cartLineId(CART_ID, 'v-kibble-30', PLAN)]);
    expect(cartLineId('other-cart', 'v-kibble-15', null)).not.toBe(client.lines[0].id);
    expect(cartLineId(CART_ID, 'v-kibble-15', PLAN)).not.toBe(client.lines[0].id);
  });
});
