import { describe, expect, it } from 'vitest';
import { ORDER_ATTRIBUTE_KEYS } from '../../../core/entities/cart';
import {
  checkoutAnswersOf,
  checkoutAttributes,
  orderAttributes,
  orderTypeFor,
  profileShippingLocation,
  salesOrderTypeFor,
} from '../../../core/checkout';
import { CLINIC, makeProfile } from './fixtures';

const facts = { site: 'HPSF' as const, lines: [{ sellingPlanId: null }], isAttestationChecked: true, donationTrackingId: 'trk-9' };
const attributeValue = (attributes: { key: string; value: string }[], key: string) => attributes.find((a) => a.key === key)?.value;

describe('order type and sales order type', () => {
  it('is firstPurchaseSubscription when any line has a selling plan, else oneTimeOrder', () => {
    expect(orderTypeFor([{ sellingPlanId: null }, { sellingPlanId: 'plan-4w' }])).toBe('firstPurchaseSubscription');
    expect(orderTypeFor([{ sellingPlanId: null }])).toBe('oneTimeOrder');
    expect(orderTypeFor([])).toBe('oneTimeOrder');
  });

  it('is ZK01 for the clinic storefront and ZDTC for direct shoppers', () => {
    expect(salesOrderTypeFor('HPSF')).toBe('ZK01');
    expect(salesOrderTypeFor('DTC')).toBe('ZDTC');
  });
});

describe('checkoutAttributes', () => {
  it('gives a guest no attributes at all (marketing flag included)', () => {
    expect(checkoutAttributes(null, { ...facts, acceptsEmailMarketing: true })).toEqual([]);
    expect(profileShippingLocation(null)).toBe('ship_to_home');
  });

  it('gives a signed-in clinic user every §3 attribute, in the §3 order', () => {
    const attributes = checkoutAttributes(makeProfile(), facts);
    expect(attributes.map((a) => a.key)).toEqual([...ORDER_ATTRIBUTE_KEYS]);
    expect(attributeValue(attributes, 'SALES_ORG')).toBe('USHD');
    expect(attributeValue(attributes, 'SALES_ORD_TYPE')).toBe('ZK01');
    expect(attributeValue(attributes, 'SOLD_TO')).toBe('1000123');
    expect(attributeValue(attributes, 'SHIP_TO')).toBe('2000456');
    expect(attributeValue(attributes, 'shipping_location')).toBe('ship_to_work');
    expect(attributeValue(attributes, 'is_clinic_address')).toBe('true');
    expect(attributeValue(attributes, 'is_attestation_checked')).toBe('true');
    expect(attributeValue(attributes, 'donation_tracking_id')).toBe('trk-9');
    expect(attributeValue(attributes, 'sgOrderType')).toBe('oneTimeOrder');
    expect(attributeValue(attributes, 'accepts_email_marketing')).toBe('true');
    expect(JSON.parse(attributeValue(attributes, 'ship_to_work_address')!)).toMatchObject({
      address1: '200 Vet Way',
      address2: 'Suite 4',
      zip: '80202',
    });
    expect(JSON.parse(attributeValue(attributes, 'ship_to_home_address')!)).toMatchObject({ address1: '9 Elm St', provinceCode: 'CO' });
  });

  it("takes the shopper's marketing answer over the profile, and a DTC order is ZDTC shipped home", () => {
    const attributes = checkoutAttributes(makeProfile({ preferredAddress: 'home', clinic: null }), {
      ...facts,
      site: 'DTC',
      lines: [{ sellingPlanId: 'p' }],
      acceptsEmailMarketing: false,
      donationTrackingId: null,
    });
    expect(attributeValue(attributes, 'SALES_ORD_TYPE')).toBe('ZDTC');
    expect(attributeValue(attributes, 'shipping_location')).toBe('ship_to_home');
    expect(attributeValue(attributes, 'is_clinic_address')).toBe('false');
    expect(attributeValue(attributes, 'ship_to_work_address')).toBe('');
    expect(attributeValue(attributes, 'sgOrderType')).toBe('firstPurchaseSubscription');
    expect(attributeValue(attributes, 'accepts_email_marketing')).toBe('false');
    expect(attributeValue(attributes, 'donation_tracking_id')).toBe('');
  });

  it('ships home when the clinic is home-delivery-only even if the clinic is preferred', () => {
    const attributes = checkoutAttributes(makeProfile({ clinic: { ...CLINIC, homeDeliveryOnly: true } }), facts);
    expect(attributeValue(attributes, 'shipping_location')).toBe('ship_to_home');
    expect(attributeValue(attributes, 'is_clinic_address')).toBe('false');
  });
});

describe('orderAttributes (what an order carries, worked out again at place-order)', () => {
  const planted = [
    { key: 'gift_message', value: 'for the clinic cats' },
    { key: 'SOLD_TO', value: '9999999' },
    { key: 'SHIP_TO', value: '8888888' },
    { key: 'SALES_ORG', value: 'EVIL' },
    { key: 'SALES_ORD_TYPE', value: 'ZDTC' },
    { key: 'ship_to_work_address', value: '{"address1":"1 Elsewhere"}' },
    { key: 'is_clinic_address', value: 'false' },
    { key: 'shipping_location', value: 'ship_to_home' },
    { key: 'sgOrderType', value: 'firstPurchaseSubscription' },
  ];

  it('keeps the shopper’s own attributes and replaces every §3 one with the value worked out from the profile and the cart', () => {
    const attributes = orderAttributes(makeProfile(), facts, planted);
    expect(attributes[0]).toEqual({ key: 'gift_message', value: 'for the clinic cats' });
    expect(attributes.slice(1)).toEqual(checkoutAttributes(makeProfile(), facts));
    expect(attributes.filter((a) => a.key === 'SOLD_TO')).toEqual([{ key: 'SOLD_TO', value: '1000123' }]);
  });

  it('gives a guest’s order no §3 attribute, whatever the stored cart holds', () => {
    expect(orderAttributes(null, facts, planted)).toEqual([{ key: 'gift_message', value: 'for the clinic cats' }]);
  });

  it('reads the shopper’s checkout answers back strictly', () => {
    expect(
      checkoutAnswersOf([
        { key: 'is_attestation_checked', value: 'true' },
        { key: 'donation_tracking_id', value: '  trk-1  ' },
        { key: 'accepts_email_marketing', value: 'false' },
      ]),
    ).toEqual({ isAttestationChecked: true, donationTrackingId: 'trk-1', acceptsEmailMarketing: false });
    expect(
      checkoutAnswersOf([
        { key: 'is_attestation_checked', value: 'yes' },
        { key: 'accepts_email_marketing', value: '1' },
      ]),
    ).toEqual({
      isAttestationChecked: false,
      donationTrackingId: null,
      acceptsEmailMarketing: undefined,
    });
    expect(checkoutAnswersOf([{ key: 'donation_tracking_id', value: 'x'.repeat(300) }]).donationTrackingId).toHaveLength(100);
  });
});
