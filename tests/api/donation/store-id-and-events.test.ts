import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARITIES, PORTFOLIOS } from '../../../api/db/seed/donation-charities';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { call, MAIN_PRODUCT, useDonationSuite } from './support';

const D = '/api/donation';
const EVENTS = `${D}/click-stream/events`;
const TRACKING_ID = '00000000-0000-4000-8000-00000000beef';

/** Every donation call with a valid input: only the store header may fail them. */
const CALLS: { method: string; path: string; query?: Record<string, unknown>; body?: unknown }[] = [
  { method: 'POST', path: `${D}/tracking/`, body: { storeId: SHOP_DONATION_STORE_ID } },
  { method: 'PUT', path: `${D}/tracking/${TRACKING_ID}/set-cause`, body: { causeId: null } },
  { method: 'GET', path: `${D}/tracking/${TRACKING_ID}/cause` },
  { method: 'PUT', path: `${D}/tracking/${TRACKING_ID}/add-integration-info`, body: { integrationType: 'gtm', info: {} } },
  {
    method: 'PUT',
    path: `${D}/tracking/${TRACKING_ID}/set-confirmation-data`,
    body: { confirmationData: { totalDonationAmount: 1, causes: '[]' } },
  },
  { method: 'GET', path: `${D}/stores/cc-small/none` },
  { method: 'GET', path: `${D}/products/donation-by-cms-id`, query: { cmsId: MAIN_PRODUCT, realPrice: 10 } },
  { method: 'POST', path: `${D}/products/get-multiple-donation`, body: { cmsIds: [] } },
  { method: 'GET', path: `${D}/charities/search` },
  { method: 'GET', path: `${D}/charities/search-by-eins`, query: { eins: [CHARITIES[0].id] } },
  { method: 'GET', path: `${D}/portfolios/cc-query-with-charities`, query: { id: PORTFOLIOS[0].id } },
];

const event = (change: Record<string, unknown> = {}) => ({
  client: {
    userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
    url: 'https://Shop.Example/Cart',
    deviceType: 'Mobile',
    browserType: 'Safari',
    browserVersion: '17.2',
    platform: 'iOS',
    referralUrl: 'https://Search.Example/',
  },
  storeId: SHOP_DONATION_STORE_ID,
  trackingId: TRACKING_ID,
  metadata: { widget: 'cart' },
  email: 'robin@example.com',
  event: { time: '2026-11-25T10:00:00.000Z', type: 'widget_ready', version: '0.1.15', payload: { total: 1.8 } },
  ...change,
});

describeEachDatabase('donation store id and click-stream API', (kind) => {
  const ctx = useDonationSuite(kind);

  it("every call without a valid x-store-id is a 400 'Invalid StoreId'", async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-store-id': 'abc' },
      { 'x-store-id': `${SHOP_DONATION_STORE_ID}0` },
      { 'x-store-id': '(x)' },
    ];
    for (const headers of headerSets) {
      for (const { method, path, query, body } of CALLS) {
        const answer = await call(ctx.base, method, path, { query, body, headers });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.error).toMatchObject({ message: 'Invalid StoreId', fields: { 'x-store-id': 'Invalid StoreId' } });
      }
    }
  });

  it('a well-formed store id the provider does not know is a 404', async () => {
    const answer = await call(ctx.base, 'GET', `${D}/charities/search`, { headers: { 'x-store-id': 'b'.repeat(32) } });
    expect(answer.status).toBe(404);
  });

  it('stores a click-stream event under the store-id header, client properties lower-cased', async () => {
    const answer = await call(ctx.base, 'POST', EVENTS, { body: event(), headers: { 'store-id': SHOP_DONATION_STORE_ID } });
    expect(answer).toMatchObject({ status: 200, body: { accepted: true } });
    const { rows } = await ctx.suite.database.db.execute<{ client: Record<string, string>; event_type: string; email: string }>(
      sql`select client, event_type, email from donation_click_events where store_id = ${SHOP_DONATION_STORE_ID}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_type: 'widget_ready', email: 'robin@example.com' });
    expect(rows[0].client).toMatchObject({
      url: 'https://shop.example/cart',
      platform: 'ios',
      userAgent: 'mozilla/5.0 (iphone) safari/604.1',
    });
  });

  it("click-stream: the store-id header is checked ('Invalid StoreId'), bad fields are 400s naming them", async () => {
    const noHeader = await call(ctx.base, 'POST', EVENTS, { body: event() });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error).toMatchObject({ message: 'Invalid StoreId', fields: { 'store-id': 'Invalid StoreId' } });
    const headers = { 'store-id': SHOP_DONATION_STORE_ID };
    const cases: [unknown, string][] = [
      [event({ event: { type: 'x', version: '0.1.15' } }), 'event.time'],
      [event({ email: 'not-an-email' }), 'email'],
      [event({ client: { url: 'x' } }), 'client.userAgent'],
      [event({ trackingId: 'nope' }), 'trackingId'],
      [event({ storeId: 'zzz' }), 'storeId'],
      [event({ storeId: 'c'.repeat(32) }), 'storeId'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(ctx.base, 'POST', EVENTS, { body, headers });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
  });

  describe('click-stream rate limit', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer(ctx.suite.database, { RATE_LIMITS: 'clickStream=2/600' });
    });
    afterAll(() => limited?.close());

    it('answers 429 with Retry-After past the client address’s limit, and stores nothing more', async () => {
      const count = async () =>
        (await ctx.suite.database.db.execute<{ n: number }>(sql`select count(*)::int as n from donation_click_events`)).rows[0].n;
      const before = await count();
      const headers = { 'store-id': SHOP_DONATION_STORE_ID };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push(await call(limited.dtc, 'POST', EVENTS, { body: event(), headers }));
      expect(statuses.map((s) => s.status)).toEqual([200, 200, 429]);
      expect(statuses[2].headers.get('retry-after')).toMatch(/^\d+$/);
      expect(statuses[2].body.error.message).toMatch(/^Too many events; try again in \d+ seconds$/);
      expect(await count()).toBe(before + 2);
    });
  });
});
