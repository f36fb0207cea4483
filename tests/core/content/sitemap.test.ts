import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../../core/catalogue/filter-match';
import { parseListingPath } from '../../../core/catalogue/listing-path';
import { isListable } from '../../../core/catalogue/visibility';
import { buildSitemap, sitemapPaths } from '../../../core/content/sitemap';
import { catalogueGroups, makeGroup, makeOption, makeProduct, sampleCatalogue } from '../catalogue/fixtures';

const PAGES = [
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'faq', title: 'Frequently Asked Questions' },
];

describe('sitemap', () => {
  const products = sampleCatalogue().filter((p) => isListable(p, 'DTC'));
  const groups = catalogueGroups();
  const sitemap = buildSitemap({ site: 'DTC', products, filterGroups: groups, pages: PAGES });

  it('lists the shop pages first, then the content pages by title', () => {
    expect(sitemap.pages).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Shop All Pet Food', href: '/products' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Frequently Asked Questions', href: '/faq' },
      { label: 'Shipping', href: '/shipping' },
    ]);
    const hpsf = buildSitemap({ site: 'HPSF', products: [], filterGroups: groups, pages: [] });
    expect(hpsf.pages[1]).toEqual({ label: 'Catalog', href: '/products' });
    expect(hpsf.categories).toEqual([]);
  });

  it('lists each species with the categories that lead to a listing with products', () => {
    for (const category of sitemap.categories) {
      for (const link of category.sections.flatMap((s) => s.links)) {
        const parsed = parseListingPath(link.href.split('/').slice(2), groups, 'DTC');
        expect(parsed.ok, link.href).toBe(true);
        if (!parsed.ok) continue;
        const matching = products.filter((p) => parsed.filters.every((filter) => matchesFilter(p, filter)));
        expect(matching.length, link.href).toBeGreaterThan(0);
      }
      expect(category.sections.some((s) => s.title === 'species')).toBe(false);
    }
    const dogLinks = sitemap.categories[0].sections.flatMap((s) => s.links.map((l) => l.href));
    expect(dogLinks).toContain('/products/dog/dry-food');
    // an option no dog product has is left out, as is an HPSF-only one
    expect(dogLinks.every((href) => !href.endsWith('/venison'))).toBe(true);
  });

  it('leaves out an option whose slug the path would read as a group of that slug', () => {
    const clash = makeGroup({ field: 'lifestage', slug: 'food', options: [makeOption('lifestage', 'adult-dog')] });
    const shadowing = makeGroup({ field: 'food_form', slug: 'forms', options: [makeOption('food_form', 'food')] });
    const product = makeProduct({ facets: { species: ['dog'], food_form: ['food'], lifestage: ['adult-dog'] } });
    const map = buildSitemap({ site: 'DTC', products: [product], filterGroups: [clash, shadowing], pages: [] });
    const hrefs = map.categories[0].sections.flatMap((s) => s.links.map((l) => l.href));
    expect(hrefs).toEqual(['/products/dog/adult-dog']);
  });

  it('lists every product once, by line, with its product page', () => {
    const listed = sitemap.products.flatMap((s) => s.links.map((l) => l.href));
    expect(listed.sort()).toEqual(products.map((p) => `/products/${p.handle}`).sort());
    expect(sitemap.products.map((s) => s.title)).toEqual([...new Set(products.map((p) => p.line))].sort());
  });

  it('gives every path once for sitemap.xml', () => {
    const paths = sitemapPaths(sitemap);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 2)).toEqual(['/', '/products']);
    expect(paths).toContain('/products/dog');
    expect(paths).toContain('/shipping');
  });
});
