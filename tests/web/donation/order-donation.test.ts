// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DONATION_TRACKING_ATTRIBUTE } from '../../../core/checkout/order-attributes';
import { cartDonationContext, orderDonationLines } from '../../../web/features/donation/cart-context';
import { charityQuery } from '../../../web/features/donation/CharitySearchDialog';
import { donationTrackingIdForCheckout } from '../../../web/features/donation/checkout-tracking';
import { ORDER_TRACKING_ATTRIBUTE, orderTrackingId } from '../../../web/features/donation/order-tracking';
import { createDonationSdk } from '../../../web/features/donation/sdk/donation-sdk';
import { keptTrackingId } from '../../../web/features/donation/sdk/local-keep';
import { orderDonation } from '../../../web/features/donation/sdk/order-donation';
import { segmentValue } from '../../../web/features/donation/sdk/page-values';
import { CART, fakeProvider, pageWith, RESCUE, STORE_ID } from './support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the order’s donation', () => {
  it('on the confirmation: the final amount (2 decimals) and the causes (JSON text) go to the tracking record, then done', async () => {
    const { client } = fakeProvider();
    const sdk = createDonationSdk({ storeId: STORE_ID, client, sources: pageWith() });
    const { trackingId } = await sdk.init(CART);
    await sdk.setCause({ id: RESCUE.id, name: RESCUE.name, logoUrl: RESCUE.logoUrl });
    expect(donationTrackingIdForCheckout()).toBe(trackingId);

    const lines = orderDonationLines([
      { variantId: 'VN-1', quantity: 3, unitPrice: { amount: '33.33' }, subtotal: { amount: '99.99' } },
      { variantId: 'VN-2', quantity: 1, unitPrice: { amount: '10.00' }, subtotal: { amount: '9.50' } },
    ]);
    expect(lines[1]).toEqual({ id: 'VN-2', price: 10, quantity: 1, discount: 0.5 });
    const donation = await orderDonation(client, {
      storeId: STORE_ID,
      trackingId: trackingId as string,
      lines,
      confirm: true,
      sources: pageWith(),
    });
    expect(donation).toEqual({ cause: { id: RESCUE.id, name: RESCUE.name, logoUrl: RESCUE.logoUrl }, total: 2.19, currency: 'USD' });
    expect(client.setConfirmationData).toHaveBeenCalledWith({
      trackingId,
      confirmationData: {
        totalDonationAmount: 2.19,
        causes: JSON.stringify([{ causeId: RESCUE.id, causeName: RESCUE.name, amount: 2.19 }]),
      },
    });
    // the next order gets its own record, with the cause chosen carried over
    expect(keptTrackingId(STORE_ID)).toBeNull();
    const next = await createDonationSdk({ storeId: STORE_ID, client, sources: pageWith() }).init(CART);
    expect(next.trackingId).not.toBe(trackingId);
    expect(next.cause?.id).toBe(RESCUE.id);
  });

  it('order details show it without sending anything; a staff-feeding page shows none', async () => {
    const { client } = fakeProvider();
    const { trackingId } = await createDonationSdk({ storeId: STORE_ID, client, sources: pageWith() }).init(CART);
    const lines = [{ id: 'VN-1', price: 50, quantity: 1, discount: 0 }];
    const request = { storeId: STORE_ID, trackingId: trackingId as string, lines, confirm: false, sources: pageWith() };
    expect(await orderDonation(client, request)).toMatchObject({ total: 1 });
    expect(client.setConfirmationData).not.toHaveBeenCalled();
    expect(await orderDonation(client, { ...request, sources: pageWith([{ siteCode: 'HPSF' }]) })).toBeNull();
  });

  it('a staff-feeding cart names no tracking record at checkout', async () => {
    const { client } = fakeProvider();
    await createDonationSdk({ storeId: STORE_ID, client, sources: pageWith([{ siteCode: 'HPSF' }]) }).init(CART);
    expect(keptTrackingId(STORE_ID)).not.toBeNull();
    expect(donationTrackingIdForCheckout()).toBeNull();
  });

  it('the order’s tracking attribute is read by core’s key; a guest’s order on this device uses the record checkout named', async () => {
    expect(ORDER_TRACKING_ATTRIBUTE).toBe(DONATION_TRACKING_ATTRIBUTE);
    const id = '0b8e7c52-3f1d-4a6e-9c2b-5d7f8a9e1c34';
    expect(orderTrackingId({ number: '1001', attributes: [{ key: DONATION_TRACKING_ATTRIBUTE, value: id }] }, false)).toBe(id);
    expect(orderTrackingId({ number: '1002', attributes: [] }, false)).toBeNull();
    const { client } = fakeProvider();
    const { trackingId } = await createDonationSdk({ storeId: STORE_ID, client, sources: pageWith() }).init(CART);
    expect(orderTrackingId({ number: '1003', attributes: [] }, true)).toBe(trackingId);
    localStorage.clear(); // the confirmation is done with the record: a reload still finds it
    expect(orderTrackingId({ number: '1003', attributes: [] }, true)).toBe(trackingId);
  });
});

describe('widget inputs', () => {
  it('the cart’s lines by sku with their own savings, and the cart-wide discounts', () => {
    const once = { variantId: 'VN-1', priceCents: 4000, unitPriceCents: 4000, quantity: 2, sellingPlanId: null };
    const autoship = { variantId: 'VN-2', priceCents: 2000, unitPriceCents: 1900, quantity: 1, sellingPlanId: 'plan-1' };
    const context = cartDonationContext({ lines: [once, autoship], customer: { programDiscount: false, hasSubscriptions: true } } as never);
    expect(context).toEqual({
      kind: 'cart',
      lines: [
        { id: 'VN-1', price: 40, quantity: 2, discount: 0 },
        { id: 'VN-2', price: 20, quantity: 1, discount: 1 },
      ],
      cartDiscount: 0,
    });
  });

  it('charity search: a zip when the text starts with a digit, else a city; skip 0, take 25, category 3; the state', () => {
    expect(charityQuery('80202', '')).toEqual({ skip: 0, take: 25, categoryId: 3, zip: '80202' });
    expect(charityQuery(' 80202-1234', 'CO')).toEqual({ skip: 0, take: 25, categoryId: 3, zip: '80202', state: 'CO' });
    expect(charityQuery('Denver', 'CO')).toEqual({ skip: 0, take: 25, categoryId: 3, city: 'Denver', state: 'CO' });
    expect(charityQuery('', '')).toEqual({ skip: 0, take: 25, categoryId: 3 });
  });

  it('segments read a window property, the latest data-layer entry, or the script URL', () => {
    const sources = {
      window: { shopperType: 'vip' },
      dataLayer: [{ siteCode: 'DTC' }, { siteCode: 'HPSF' }],
      scriptUrl: 'https://x.test/sdk.js?tier=gold',
    };
    const read = (frontEndSource: 0 | 1 | 2, frontEndPropertyName: string) =>
      segmentValue({ frontEndSource, frontEndPropertyName }, sources);
    expect(read(0, 'shopperType')).toBe('vip');
    expect(read(1, 'siteCode')).toBe('HPSF');
    expect(read(2, 'tier')).toBe('gold');
    expect(read(2, 'missing')).toBeUndefined();
  });
});
