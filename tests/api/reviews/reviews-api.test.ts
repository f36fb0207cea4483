/**
 * The review provider over HTTP on both databases: summaries (one and a batch), sorted pages,
 * who may write, and a buyer's one review: validated, made plain text, rate limited, refused to
 * guests (401), to shoppers who did not buy the product (403) and a second time (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_REFUSALS } from '../../../core/reviews';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { Browser } from '../identity/support';
import {
  boughtProducts,
  closeReviewSuite,
  get,
  openReviewSuite,
  productNotBoughtBy,
  REVIEW,
  type ReviewSuite,
  SHELTER,
  SHOPPER,
  signedIn,
} from './support';

const products = (id: string) => `/api/reviews/products/${id}`;

describeEachDatabase('review provider API', (kind) => {
  const suite: Partial<ReviewSuite> = {};
  let base: string;
  let reviewed: string;
  beforeAll(async () => {
    Object.assign(suite, await openReviewSuite(kind));
    base = suite.server!.dtc;
    reviewed = await productNotBoughtBy(suite as ReviewSuite, SHOPPER.email);
    // a seeded database on a busy machine: seeding alone may take most of a minute
  }, 180_000);
  afterAll(() => closeReviewSuite(suite));

  describe('reads', () => {
    it('sums up a product: average to one decimal and count; none for an unknown product', async () => {
      const res = await get(base, `${products(reviewed)}/summary`);
      expect(res.status).toBe(200);
      expect(res.body.productId).toBe(reviewed);
      expect(res.body.count).toBeGreaterThanOrEqual(6);
      expect(res.body.average).toBeGreaterThanOrEqual(1);
      expect(res.body.average).toBeLessThanOrEqual(5);
      expect(Math.round(res.body.average * 10)).toBe(res.body.average * 10);
      expect(res.headers.get('etag')).toMatch(/^W\//);
      expect((await get(base, `${products('no-such-product')}/summary`)).body).toEqual({
        productId: 'no-such-product',
        average: null,
        count: 0,
      });
    });

    it('answers a batch of summaries in the order asked, and names a bad list', async () => {
      const ids = [reviewed, 'no-such-product'];
      const res = await get(base, `/api/reviews/summaries?productIds=${encodeURIComponent(JSON.stringify(ids))}`);
      expect(res.status).toBe(200);
      expect(res.body.summaries.map((s: { productId: string }) => s.productId)).toEqual(ids);
      expect(res.body.summaries[1]).toEqual({ productId: 'no-such-product', average: null, count: 0 });
      const empty = await get(base, `/api/reviews/summaries?productIds=${encodeURIComponent('[]')}`);
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.error.fields)).toEqual(['productIds']);
    });

    it('pages a product’s reviews newest first, or by highest or lowest rating', async () => {
      const newest = await get(base, `${products(reviewed)}?pageSize=20`);
      expect(newest.status).toBe(200);
      const dates = newest.body.reviews.map((r: { createdAt: string }) => r.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(newest.body.reviews[0]).toMatchObject({ productId: reviewed, title: expect.any(String), nickname: expect.any(String) });
      const ratings = async (sort: string) =>
        (await get(base, `${products(reviewed)}?sort=${sort}&pageSize=20`)).body.reviews.map((r: { rating: number }) => r.rating);
      const highest = await ratings('highest');
      expect(highest).toEqual([...highest].sort((a, b) => b - a));
      const lowest = await ratings('lowest');
      expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
      expect(new Set(highest).size).toBeGreaterThanOrEqual(1);
    });

    it('pages by pageSize and tells the number of pages', async () => {
      const first = await get(base, `${products(reviewed)}?pageSize=2`);
      const second = await get(base, `${products(reviewed)}?pageSize=2&page=2`);
      expect(first.body.reviews).toHaveLength(2);
      expect(first.body.totalPages).toBe(Math.ceil(first.body.summary.count / 2));
      expect(second.body.page).toBe(2);
      expect(second.body.reviews[0].id).not.toBe(first.body.reviews[0].id);
      expect((await get(base, `${products(reviewed)}?page=999`)).body.reviews).toEqual([]);
    });

    it('refuses a bad sort or page size with 400 naming the field', async () => {
      const sort = await get(base, `${products(reviewed)}?sort=oldest`);
      expect([sort.status, Object.keys(sort.body.error.fields)]).toEqual([400, ['sort']]);
      const size = await get(base, `${products(reviewed)}?pageSize=500`);
      expect([size.status, Object.keys(size.body.error.fields)]).toEqual([400, ['pageSize']]);
    });
  });

  describe('writing', () => {
    let bought: string;
    beforeAll(async () => {
      [bought] = await boughtProducts(suite as ReviewSuite, SHOPPER.email);
    });

    it('tells a guest, a shopper who did not buy, and a buyer whether they may write', async () => {
      expect((await get(base, `${products(bought)}/eligibility`)).body).toEqual({
        canWrite: false,
        reason: 'signIn',
        message: WRITE_REFUSALS.signIn,
      });
      const shopper = await signedIn(base, SHOPPER);
      const notBought = await get(base, `${products(reviewed)}/eligibility`, shopper);
      expect(notBought.body).toEqual({ canWrite: false, reason: 'notBuyer', message: WRITE_REFUSALS.notBuyer });
      expect(notBought.headers.get('cache-control')).toBe('no-store');
      expect((await get(base, `${products(bought)}/eligibility`, shopper)).body).toEqual({ canWrite: true, reason: null, message: null });
    });

    it('refuses a guest (401) and a shopper who did not buy the product (403), with a clear message', async () => {
      const guest = await new Browser(base).call(products(bought), REVIEW);
      expect([guest.status, guest.body.error.message]).toEqual([401, WRITE_REFUSALS.signIn]);
      const shelter = await signedIn(base, SHELTER);
      const notBuyer = await shelter.call(products(reviewed), REVIEW);
      expect([notBuyer.status, notBuyer.body.error.message]).toEqual([403, WRITE_REFUSALS.notBuyer]);
    });

    it('names each bad field with 400', async () => {
      const shopper = await signedIn(base, SHOPPER);
      const rating = await shopper.call(products(bought), { ...REVIEW, rating: 6 });
      expect([rating.status, Object.keys(rating.body.error.fields)]).toEqual([400, ['rating']]);
      const texts = await shopper.call(products(bought), { ...REVIEW, title: '<b></b>', text: 'Too short' });
      expect(texts.status).toBe(400);
      expect(texts.body.error.fields).toEqual({ title: 'Title is required.', text: 'Review must be at least 20 characters.' });
      const missing = await shopper.call(products(bought), { rating: 5 });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.error.fields).sort()).toEqual(['nickname', 'text', 'title']);
    });

    it('stores a buyer’s review as plain text, shows it first, counts it, and refuses a second (409)', async () => {
      const before = (await get(base, `${products(bought)}/summary`)).body.count;
      const shopper = await signedIn(base, SHOPPER);
      const written = await shopper.call(products(bought), {
        ...REVIEW,
        title: '<b>Our beagle</b> loves it',
        text: `${REVIEW.text}<script>alert("x")</script> <img src=x onerror=alert(1)>`,
      });
      expect(written.status).toBe(200);
      expect(written.body).toMatchObject({
        productId: bought,
        rating: 4,
        title: 'Our beagle loves it',
        text: REVIEW.text,
        verifiedBuyer: true,
      });
      const list = await get(base, products(bought));
      expect(list.body.reviews[0]).toEqual(written.body);
      expect(list.body.summary.count).toBe(before + 1);
      const again = await shopper.call(products(bought), REVIEW);
      expect([again.status, again.body.error.message]).toEqual([409, WRITE_REFUSALS.alreadyReviewed]);
      expect((await get(base, `${products(bought)}/eligibility`, shopper)).body.reason).toBe('alreadyReviewed');
    });
  });

  describe('rate limit', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer(suite.database!, { ASSETS_DIR: suite.database!.assetsDir, RATE_LIMITS: 'writeReview=2/600' });
    });
    afterAll(() => limited?.close());

    it('answers 429 with Retry-After past the writer’s limit', async () => {
      const shelter = await signedIn(limited.dtc, SHELTER);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push(await shelter.call(products(reviewed), REVIEW));
      expect(statuses.map((s) => s.status)).toEqual([403, 403, 429]);
      expect(statuses[2].headers.get('retry-after')).toMatch(/^\d+$/);
      expect(statuses[2].body.error.message).toMatch(/^You have written several reviews in a short time\. Please wait \d+ minutes/);
    });
  });
});
