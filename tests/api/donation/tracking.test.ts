import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation';
import { CHARITIES, PORTFOLIOS } from '../../../api/db/seed/donation-charities';
import { describeEachDatabase } from '../../support/databases';
import { call, useDonationSuite } from './support';

const T = '/api/donation/tracking';
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

describeEachDatabase('donation tracking API', (kind) => {
  const ctx = useDonationSuite(kind);

  const start = async () => {
    const answer = await call(ctx.base, 'POST', `${T}/`, {
      body: { storeId: SHOP_DONATION_STORE_ID, isTestMode: true, isForceTestMode: false },
    });
    expect(answer.status).toBe(200);
    return answer.body.trackingId as string;
  };

  it('starts a record without a cause, not cacheable, and reads it back', async () => {
    const answer = await call(ctx.base, 'POST', `${T}/`, { body: { storeId: SHOP_DONATION_STORE_ID.toUpperCase() } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ trackingId: expect.any(String), causeId: null, causeName: null });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const read = await call(ctx.base, 'GET', `${T}/${answer.body.trackingId}/cause`);
    expect(read).toMatchObject({ status: 200, body: answer.body });
    // the path of §7 ends with a slash; without it the call is the same
    expect((await call(ctx.base, 'POST', T, { body: { storeId: SHOP_DONATION_STORE_ID } })).status).toBe(200);
  });

  it('sets a charity or a portfolio as the cause, and clears it to none', async () => {
    const id = await start();
    const charity = CHARITIES[3];
    const set = await call(ctx.base, 'PUT', `${T}/${id}/set-cause`, { body: { causeId: charity.id, causeName: 'My pick' } });
    expect(set).toMatchObject({ status: 200, body: { trackingId: id, causeId: charity.id, causeName: 'My pick' } });
    const portfolio = PORTFOLIOS[0];
    const byPortfolio = await call(ctx.base, 'PUT', `${T}/${id}/set-cause`, { body: { causeId: portfolio.id.toUpperCase() } });
    expect(byPortfolio.body).toMatchObject({ causeId: portfolio.id, causeName: portfolio.name });
    expect((await call(ctx.base, 'PUT', `${T}/${id}/set-cause`, { body: { causeId: '' } })).body.causeId).toBeNull();
    const cleared = await call(ctx.base, 'PUT', `${T}/${id}/set-cause`, { body: { causeId: null } });
    expect(cleared.body).toEqual({ trackingId: id, causeId: null, causeName: null });
    expect((await call(ctx.base, 'GET', `${T}/${id}/cause`)).body.causeId).toBeNull();
  });

  it('refuses a bad or unknown cause with 400 naming causeId', async () => {
    const id = await start();
    for (const causeId of ['not a cause', '99-0000000', 42]) {
      const answer = await call(ctx.base, 'PUT', `${T}/${id}/set-cause`, { body: { causeId } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('causeId');
    }
  });

  it('keeps integration info per type', async () => {
    const id = await start();
    await call(ctx.base, 'PUT', `${T}/${id}/add-integration-info`, { body: { integrationType: 'gtm', info: { a: 1 } } });
    const answer = await call(ctx.base, 'PUT', `${T}/${id}/add-integration-info`, {
      body: { integrationType: 'ecom', info: { cartId: 'c1' } },
    });
    expect(answer).toMatchObject({ status: 200, body: { trackingId: id, integrationTypes: ['ecom', 'gtm'] } });
    const bad = await call(ctx.base, 'PUT', `${T}/${id}/add-integration-info`, { body: { integrationType: '', info: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['info', 'integrationType']);
  });

  it('sets confirmation data: 2 decimals and JSON text', async () => {
    const id = await start();
    const confirmationData = { totalDonationAmount: 3.45, causes: JSON.stringify([{ id: CHARITIES[0].id, amount: 3.45 }]) };
    const answer = await call(ctx.base, 'PUT', `${T}/${id}/set-confirmation-data`, { body: { confirmationData } });
    expect(answer).toMatchObject({ status: 200, body: { trackingId: id, confirmationData } });
    const { rows } = await ctx.suite.database.db.execute<{ confirmation_total_cents: number }>(
      sql`select confirmation_total_cents from donation_trackings where id = ${id}`,
    );
    expect(rows[0].confirmation_total_cents).toBe(345);
    for (const [field, bad] of [
      ['totalDonationAmount', { ...confirmationData, totalDonationAmount: 1.005 }],
      ['causes', { ...confirmationData, causes: 'not json' }],
    ] as const) {
      const refused = await call(ctx.base, 'PUT', `${T}/${id}/set-confirmation-data`, { body: { confirmationData: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty(`confirmationData.${field}`);
    }
  });

  it('an unknown tracking id is a 404 on every tracking path; a malformed one a 400', async () => {
    const calls = [
      ['GET', 'cause', undefined],
      ['PUT', 'set-cause', { causeId: null }],
      ['PUT', 'add-integration-info', { integrationType: 'gtm', info: {} }],
      ['PUT', 'set-confirmation-data', { confirmationData: { totalDonationAmount: 1, causes: '[]' } }],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await call(ctx.base, method, `${T}/${UNKNOWN}/${path}`, { body })).status).toBe(404);
      const malformed = await call(ctx.base, method, `${T}/nope/${path}`, { body });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.fields).toHaveProperty('trackingId');
    }
  });

  it('start refuses a bad body storeId, another store, and bad flags with 400 naming the field', async () => {
    const bad = await call(ctx.base, 'POST', `${T}/`, { body: { storeId: 'xyz' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ message: 'Invalid StoreId', fields: { storeId: 'Invalid StoreId' } });
    const other = await call(ctx.base, 'POST', `${T}/`, { body: { storeId: 'f'.repeat(32) } });
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toHaveProperty('storeId');
    const flags = await call(ctx.base, 'POST', `${T}/`, { body: { storeId: SHOP_DONATION_STORE_ID, isTestMode: 'yes' } });
    expect(flags.status).toBe(400);
    expect(flags.body.error.fields).toHaveProperty('isTestMode');
    expect((await call(ctx.base, 'POST', `${T}/`, { body: '[1]' })).status).toBe(400);
  });
});
