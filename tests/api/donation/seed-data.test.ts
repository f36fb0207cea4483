import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../api/db/seed/build-catalogue';
import { CHARITIES, PORTFOLIOS } from '../../../api/db/seed/donation-charities';
import { DONATION_SEGMENTS, DONATION_STORE, HPSF_EXCLUSION } from '../../../api/db/seed/donation-data';
import { productSettings } from '../../../api/db/seed/seed-donation';
import { isEin, isPortfolioIdFormat, matchSegment, normaliseStoreId } from '../../../core/donation';
import type { Segment } from '../../../core/entities/donation';

describe('donation seed data', () => {
  it('about 60 charities with distinct EINs over all 26 categories and many states', () => {
    expect(CHARITIES.length).toBeGreaterThanOrEqual(55);
    expect(CHARITIES.every((c) => /^\d{2}-\d{7}$/.test(c.id) && isEin(c.id) && c.city && /^\d{5}$/.test(c.zip ?? ''))).toBe(true);
    expect(new Set(CHARITIES.map((c) => c.id)).size).toBe(CHARITIES.length);
    expect(new Set(CHARITIES.map((c) => c.categoryId)).size).toBe(26);
    expect(new Set(CHARITIES.map((c) => c.state)).size).toBeGreaterThanOrEqual(15);
  });

  it('3 portfolios of 32-hex ids, each of several seeded charities', () => {
    expect(PORTFOLIOS).toHaveLength(3);
    const eins = new Set(CHARITIES.map((c) => c.id));
    for (const p of PORTFOLIOS) {
      expect(isPortfolioIdFormat(p.id)).toBe(true);
      expect(p.portfolioCharities?.length).toBeGreaterThanOrEqual(3);
      expect(p.portfolioCharities?.every((ein) => eins.has(ein))).toBe(true);
    }
  });

  it('the store id passes the §5 rule; segments cover every source and value category', () => {
    expect(normaliseStoreId(DONATION_STORE.id)).toBe(DONATION_STORE.id);
    expect(new Set(DONATION_SEGMENTS.map((s) => s.frontEndSource))).toEqual(new Set([0, 1, 2]));
    expect(new Set(DONATION_SEGMENTS.map((s) => Math.min(s.valueCategory, 2)))).toEqual(new Set([0, 1, 2]));
  });

  it('an HPSF page (dataLayer siteCode HPSF) falls in the excluded segment; a DTC guest does not', () => {
    const segments = DONATION_SEGMENTS as Segment[];
    const dataLayer = (values: Record<string, unknown>) => (s: Segment) =>
      s.frontEndSource === 1 ? values[s.frontEndPropertyName] : undefined;
    expect(matchSegment(segments, dataLayer({ [HPSF_EXCLUSION.property]: HPSF_EXCLUSION.value }))?.excludeSegment).toBe(true);
    expect(matchSegment(segments, dataLayer({ [HPSF_EXCLUSION.property]: 'DTC' }))?.id).toBe('seg-guests');
  });

  it('a donation setting for every catalogue product and variant id', () => {
    const { built } = buildCatalogue();
    const ids = new Set(productSettings(built).map((s) => s.cmsId));
    expect(built.every((b) => ids.has(b.product.id) && b.variants.every((v) => ids.has(v.id)))).toBe(true);
  });
});
