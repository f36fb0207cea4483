import { expect, it } from 'vitest';
import { CHARITIES, PORTFOLIOS } from '../../../api/db/seed/donation-charities';
import { describeEachDatabase } from '../../support/databases';
import { call, useDonationSuite } from './support';

const SEARCH = '/api/donation/charities/search';
const BY_EINS = '/api/donation/charities/search-by-eins';
const PORTFOLIO = '/api/donation/portfolios/cc-query-with-charities';

describeEachDatabase('donation charities API', (kind) => {
  const ctx = useDonationSuite(kind);

  it('searches charities (never portfolios) by page, name, place and category', async () => {
    const first = await call(ctx.base, 'GET', SEARCH);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: CHARITIES.length, skip: 0, take: 25 });
    expect(first.body.charities).toHaveLength(25);
    const last = await call(ctx.base, 'GET', SEARCH, { query: { skip: 50, take: 25 } });
    expect(last.body.charities).toHaveLength(10);
    const colorado = await call(ctx.base, 'GET', SEARCH, { query: { state: 'co', take: 100 } });
    expect(colorado.body.total).toBeGreaterThan(0);
    expect(colorado.body.charities.every((c: { state: string }) => c.state === 'CO')).toBe(true);
    const animals = await call(ctx.base, 'GET', SEARCH, { query: { categoryId: 0 } });
    expect(animals.body.charities.map((c: { categoryName: string }) => c.categoryName)).toEqual(Array(animals.body.total).fill('Animals'));
    const byName = await call(ctx.base, 'GET', SEARCH, { query: { q: 'food bank' } });
    expect(byName.body.charities.every((c: { name: string }) => /food bank/i.test(c.name))).toBe(true);
    const byZip = await call(ctx.base, 'GET', SEARCH, { query: { zip: '800' } });
    expect(byZip.body.charities.every((c: { zip: string }) => c.zip.startsWith('800'))).toBe(true);
    const byCity = await call(ctx.base, 'GET', SEARCH, { query: { city: 'denver' } });
    expect(byCity.body.charities.every((c: { city: string }) => c.city === 'Denver')).toBe(true);
    expect((await call(ctx.base, 'GET', SEARCH, { query: { q: '%' } })).body.total).toBe(0);
  });

  it('search: bad input is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ take: 0 }, 'take'],
      [{ take: 101 }, 'take'],
      [{ skip: -1 }, 'skip'],
      [{ categoryId: 26 }, 'categoryId'],
      [{ state: 'Colorado' }, 'state'],
      [{ zip: 'abc' }, 'zip'],
    ];
    for (const [query, field] of cases) {
      const answer = await call(ctx.base, 'GET', SEARCH, { query });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
  });

  it('finds charities by EIN in the order asked, skipping unknown ones', async () => {
    const eins = [CHARITIES[5].id, '99-0000000', CHARITIES[2].id];
    const answer = await call(ctx.base, 'GET', BY_EINS, { query: { eins } });
    expect(answer.status).toBe(200);
    expect(answer.body.charities.map((c: { id: string }) => c.id)).toEqual([CHARITIES[5].id, CHARITIES[2].id]);
    const one = await call(ctx.base, 'GET', BY_EINS, { query: { eins: CHARITIES[1].id } });
    expect(one.body.charities).toHaveLength(1);
    const bad = await call(ctx.base, 'GET', BY_EINS, { query: { eins: ['abc'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('eins[0]');
    expect((await call(ctx.base, 'GET', BY_EINS)).body.error.fields).toHaveProperty('eins');
  });

  it('answers a portfolio with its charities; unknown is a 404, malformed a 400', async () => {
    const [portfolio] = PORTFOLIOS;
    const answer = await call(ctx.base, 'GET', PORTFOLIO, { query: { id: portfolio.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.portfolio).toMatchObject({ id: portfolio.id, name: portfolio.name });
    expect(answer.body.charities.map((c: { id: string }) => c.id)).toEqual(portfolio.portfolioCharities);
    expect(answer.body.charities.length).toBeGreaterThan(2);
    expect((await call(ctx.base, 'GET', PORTFOLIO, { query: { id: 'c'.repeat(32) } })).status).toBe(404);
    const bad = await call(ctx.base, 'GET', PORTFOLIO, { query: { id: CHARITIES[0].id } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });
});
