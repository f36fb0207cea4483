/**
 * The sitemap of one storefront (§2 /sitemap, and sitemap.xml for search engines): its pages, the
 * categories of each species and its products, built from the same catalogue the lists show, so
 * every link leads to a listing with products or to a product the storefront sells.
 */
import { matchesFilter } from '../catalogue/filter-match';
import { resolveCategory, SPECIES_SLUGS } from '../catalogue/listing-path';
import { visibleGroups } from '../catalogue/visibility';
import type { SiteCode } from '../constants';
import type { FilterGroup, FilterOption, Product, Species } from '../entities/catalogue';
import type { Link } from '../entities/content';
import type { Sitemap, SitemapSection } from '../entities/content-page';

export interface SitemapInput {
  site: SiteCode;
  /** listable products of the storefront */
  products: readonly Product[];
  /** filter groups visible on the storefront */
  filterGroups: readonly FilterGroup[];
  /** published content pages of the storefront */
  pages: readonly { slug: string; title: string }[];
}

const SPECIES_TITLES: Record<Species, string> = { dog: 'Dog Food', cat: 'Cat Food' };

/** The shop's own pages first (home, catalogue, contact), then the content pages by title. */
function sitemapPages(site: SiteCode, pages: SitemapInput['pages']): Link[] {
  const content = [...pages].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return [
    { label: 'Home', href: '/' },
    { label: site === 'HPSF' ? 'Catalog' : 'Shop All Pet Food', href: '/products' },
    { label: 'Contact Us', href: '/contact-us' },
    ...content.map((page) => ({ label: page.title, href: `/${page.slug}` })),
  ];
}

/**
 * The options of a species' listing that lead somewhere: the path segment must name this very option
 * (not a group of the same slug, nor an earlier option), and some product must match it.
 */
function categorySections(species: Species, input: SitemapInput, products: readonly Product[]): SitemapSection[] {
  const shown = visibleGroups(input.filterGroups, input.site, species);
  const leadsHere = (option: FilterOption) =>
    JSON.stringify(resolveCategory(option.slug, shown)?.filter) === JSON.stringify(option.filter) &&
    products.some((product) => matchesFilter(product, option.filter));
  return shown
    .filter((group) => group.field !== 'species')
    .map((group) => ({
      title: group.navigationLabel ?? group.label,
      links: group.options.filter(leadsHere).map((option) => ({ label: option.label, href: `/products/${species}/${option.slug}` })),
    }))
    .filter((section) => section.links.length > 0);
}

/** Products by product line, lines and titles in alphabetical order. */
function productSections(products: readonly Product[]): SitemapSection[] {
  const byLine = new Map<string, Product[]>();
  for (const product of products) byLine.set(product.line, [...(byLine.get(product.line) ?? []), product]);
  return [...byLine.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([line, inLine]) => ({
      title: line,
      links: [...inLine]
        .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.handle.localeCompare(b.handle, 'en'))
        .map((product) => ({ label: product.title, href: `/products/${product.handle}` })),
    }));
}

/** The sitemap of a storefront. */
export function buildSitemap(input: SitemapInput): Sitemap {
  const categories = SPECIES_SLUGS.flatMap((species) => {
    const products = input.products.filter((product) => product.facets.species.includes(species));
    if (products.length === 0) return [];
    return [{ title: SPECIES_TITLES[species], href: `/products/${species}`, sections: categorySections(species, input, products) }];
  });
  return { pages: sitemapPages(input.site, input.pages), categories, products: productSections(input.products) };
}

/** Every path the sitemap links to, each once, in the order shown. */
export function sitemapPaths(sitemap: Sitemap): string[] {
  const paths = [
    ...sitemap.pages.map((link) => link.href),
    ...sitemap.categories.flatMap((category) => [category.href, ...category.sections.flatMap((s) => s.links.map((l) => l.href))]),
    ...sitemap.products.flatMap((section) => section.links.map((link) => link.href)),
  ];
  return [...new Set(paths)];
}
