import { expect, it } from 'vitest';
import { CHARITIES, PORTFOLIOS } from '../../../api/db/seed/donation-charities';
import { HPSF_EXCLUSION } from '../../../api/db/seed/donation-data';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation';
import { describeEachDatabase } from '../../support/databases';
import { call, FIRST_VARIANT, MAIN_PRODUCT, TREATS_PRODUCT, useDonationSuite } from './support';

const D = '/api/donation';
const BY_CMS_ID = `${D}/products/donation-by-cms-id`;
const CART = `${D}/products/get-multiple-donation`;

describeEachDatabase('donation reads API', (kind) => {
  const ctx = useDonationSuite(kind);

  it('answers the store with its segments by priority, cacheable by ETag and varying on the store header', async () => {
    const answer = await call(ctx.base, 'GET', `${D}/stores/cc-small/none`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: SHOP_DONATION_STORE_ID,
      isActive: true,
      activeCampaigns: [1],
      letShoppersChoose: true,
      searchEnabled: true,
      primaryCurrency: 'USD',
    });
    const excluded = answer.body.segments[0];
    expect(excluded).toMatchObject({ excludeSegment: true, frontEndSource: 1, frontEndPropertyName: HPSF_EXCLUSION.property });
    expect(new Set(answer.body.segments.map((s: { frontEndSource: number }) => s.frontEndSource))).toEqual(new Set([0, 1, 2]));
    expect(answer.headers.get('vary')).toMatch(/x-store-id/i);
    const etag = answer.headers.get('etag') ?? '';
    const again = await call(ctx.base, 'GET', `${D}/stores/cc-small/none`, {
      headers: { 'x-store-id': SHOP_DONATION_STORE_ID, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect((await call(ctx.base, 'GET', `${D}/stores/cc-small/none`, { headers: { 'x-store-id': 'a'.repeat(32) } })).status).toBe(404);
  });

  it('a product: its percentage, flat per unit, or the store default; the cause multiplier', async () => {
    const main = await call(ctx.base, 'GET', BY_CMS_ID, { query: { cmsId: MAIN_PRODUCT, realPrice: 40 } });
    expect(main.status).toBe(200);
    expect(main.body).toMatchObject({ totalDonationAmount: 0.8, excluded: false, currency: 'USD', cartDonation: null });
    expect(main.body.donationRecipients).toEqual([{ causeId: PORTFOLIOS[0].id, amount: 0.8 }]);
    const doubled = await call(ctx.base, 'GET', BY_CMS_ID, {
      query: { cmsId: MAIN_PRODUCT, realPrice: 40, providedCauseId: CHARITIES[0].id },
    });
    expect(doubled.body.totalDonationAmount).toBe(1.6);
    const treats = await call(ctx.base, 'GET', BY_CMS_ID, { query: { cmsId: TREATS_PRODUCT, realPrice: 10 } });
    expect(treats.body.lineItems[0]).toMatchObject({ cmsId: TREATS_PRODUCT, totalDonationValue: 0.25, donationType: 1 });
    const variant = await call(ctx.base, 'GET', BY_CMS_ID, { query: { cmsId: FIRST_VARIANT, realPrice: 30 } });
    expect(variant.body.totalDonationAmount).toBe(1);
    const unknown = await call(ctx.base, 'GET', BY_CMS_ID, { query: { cmsId: 'not-in-catalogue', realPrice: 100 } });
    expect(unknown.body).toMatchObject({ totalDonationAmount: 1, lineItems: [{ donationType: 0 }] });
  });

  it('a product: bad input is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ realPrice: 10 }, 'cmsId'],
      [{ cmsId: MAIN_PRODUCT, realPrice: 'ten' }, 'realPrice'],
      [{ cmsId: MAIN_PRODUCT, realPrice: -1 }, 'realPrice'],
      [{ cmsId: MAIN_PRODUCT, realPrice: 1, providedCauseId: '99-0000000' }, 'providedCauseId'],
      [{ cmsId: MAIN_PRODUCT, realPrice: 1, customerSegmentId: 'nobody' }, 'customerSegmentId'],
    ];
    for (const [query, field] of cases) {
      const answer = await call(ctx.base, 'GET', BY_CMS_ID, { query });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
  });

  it('a cart: line and cart discounts, flat per unit, the excluded segment', async () => {
    const cmsIds = [
      { id: MAIN_PRODUCT, price: 20, quantity: 2, discount: 0 },
      { id: TREATS_PRODUCT, price: 5, quantity: 4, discount: 0 },
    ];
    const plain = await call(ctx.base, 'POST', CART, { body: { cmsIds } });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ totalDonationAmount: 1.8, cartDonation: { donation: 60, totalDonationValue: 1.8 } });
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const discounted = await call(ctx.base, 'POST', CART, { body: { cmsIds, cartDiscount: 10, providedCauseId: null } });
    expect(discounted.body.lineItems.map((l: { totalDonationValue: number }) => l.totalDonationValue)).toEqual([0.67, 1]);
    const staff = await call(ctx.base, 'POST', CART, { body: { cmsIds, customerSegmentId: 'seg-staff-feeding' } });
    expect(staff.body).toMatchObject({ excluded: true, totalDonationAmount: 0, donationRecipients: [] });
    const loyal = await call(ctx.base, 'POST', CART, { body: { cmsIds, customerSegmentId: 'seg-loyalty', ignoreDirectDonations: true } });
    expect(loyal.body).toMatchObject({ excluded: false, totalDonationAmount: 1.8 });
  });

  it('a cart: bad input is a 400 naming the field, never a 500', async () => {
    const line = { id: MAIN_PRODUCT, price: 1, quantity: 1, discount: 0 };
    const cases: [unknown, string][] = [
      [{}, 'cmsIds'],
      [{ cmsIds: [{ ...line, quantity: 1.5 }] }, 'cmsIds[0].quantity'],
      [{ cmsIds: [{ ...line, id: '' }] }, 'cmsIds[0].id'],
      [{ cmsIds: [line], cartDiscount: -5 }, 'cartDiscount'],
      [{ cmsIds: [line], ignoreDirectDonations: 'no' }, 'ignoreDirectDonations'],
      [{ cmsIds: Array.from({ length: 101 }, () => line) }, 'cmsIds'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(ctx.base, 'POST', CART, { body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
    expect((await call(ctx.base, 'POST', CART, { body: '{"cmsIds": [' })).status).toBe(400);
  });
});
