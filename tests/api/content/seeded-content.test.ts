/**
 * The seeded copy itself: both storefronts have their pages, figures are tokens (never typed), and
 * every link the shop's content offers (header, footer, navigation, announcements, pages, route
 * rules) leads to a page that exists.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildContentEntries } from '../../../api/db/seed/content-data';
import type { PageSite } from '../../../api/db/seed/content-page-builders';
import { CONTENT_PAGES, MAINTENANCE_ENTRIES, ROUTE_RULES } from '../../../api/db/seed/seed-content-pages';
import { decideRouteTarget } from '../../../core/content/route-rules';
import { CONTENT_TOKENS, tokensIn } from '../../../core/content/tokens';
import { contentPageSchema, statusPageContentSchema } from '../../../core/entities/content-page';
import type { Footer, Header, Link, Navigation } from '../../../core/entities/content';
import { PAGES } from '../../../web/app/pages';
import { PAGE_ROUTES, REDIRECT_ROUTES } from '../../../web/app/route-table';

const SITES: PageSite[] = ['DTC', 'HPSF'];
const NAMED_PAGES = ['faq', 'shipping', 'terms-and-conditions', 'autoship', 'about', 'privacy-and-cookies'];
const copyOf = (page: (typeof CONTENT_PAGES)[number]) =>
  [page.title, page.summary, ...page.sections.flatMap((s) => [s.heading ?? '', s.html, ...s.links.map((l) => l.label)])].join('\n');
const published = (site: PageSite) => CONTENT_PAGES.filter((page) => page.site === site && page.published);

const ROUTES = [...PAGE_ROUTES, ...REDIRECT_ROUTES].map((route) => ({ path: route.path, route }));

/** True when `href` leads to a page the shop draws on `site` (a content path to a published page of that site). */
function leadsToPage(site: PageSite, href: string): boolean {
  const { pathname } = new URL(href, 'http://shop.test');
  const route = matchRoutes(ROUTES, pathname)?.at(-1)?.route.route;
  if (!route) return false;
  if (!('page' in route)) return true; // a redirect of the route table
  if (route.page === 'contentPage') return published(site).some((page) => `/${page.slug}` === pathname);
  return PAGES[route.page] !== null;
}

/** Every link of the header, footer, navigation and announcements of a storefront. */
function layoutLinks(site: PageSite): Link[] {
  const entries = buildContentEntries().filter((entry) => entry.site === site || entry.site === 'ALL');
  const value = <T>(key: string) => entries.findLast((entry) => entry.key === key)?.value as T;
  const navigation = value<Navigation>('navigation:main');
  return [
    ...value<Header>('header').utilityLinks,
    ...value<Footer>('footer').columns.flatMap((column) => column.links),
    ...navigation.items.flatMap((item) => [item, ...item.children]),
    ...value<{ message: string; href?: string }[]>('announcements').flatMap((a) => (a.href ? [{ label: a.message, href: a.href }] : [])),
    ...value<Link[]>('site_404_cta'),
  ];
}

describe('seeded content pages', () => {
  it.each(SITES)('%s has FAQ, Shipping, Terms & Conditions, Autoship, About and Privacy & Cookies, and an unpublished page', (site) => {
    expect(
      published(site)
        .map((page) => page.slug)
        .sort(),
    ).toEqual([...NAMED_PAGES].sort());
    expect(CONTENT_PAGES.some((page) => page.site === site && !page.published)).toBe(true);
    for (const page of CONTENT_PAGES.filter((p) => p.site === site)) {
      expect(() => contentPageSchema.parse(page), page.slug).not.toThrow();
    }
  });

  it('names figures by token only: every token is known and no dollar figure is typed into the copy', () => {
    for (const page of CONTENT_PAGES) {
      const copy = copyOf(page);
      for (const token of tokensIn(copy)) expect(CONTENT_TOKENS, `${page.site} ${page.slug}: {{${token}}}`).toContain(token);
      expect(copy, `${page.site} ${page.slug}`).not.toMatch(/\$\s?\d/);
      expect(copy).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    }
    for (const site of SITES) {
      const shipping = copyOf(published(site).find((page) => page.slug === 'shipping') as (typeof CONTENT_PAGES)[number]);
      expect(shipping).toContain('{{free_shipping_minimum}}');
      expect(shipping).toContain('Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge');
    }
  });

  it('writes bodies with the tags the sanitiser keeps only (§5): div, span, p, h1', () => {
    for (const page of CONTENT_PAGES) {
      for (const section of page.sections) {
        const tags = [...section.html.matchAll(/<\/?([a-z0-9]+)/gi)].map(([, tag]) => tag.toLowerCase());
        expect(
          tags.every((tag) => ['div', 'span', 'p', 'h1'].includes(tag)),
          `${page.slug}: ${tags.join(',')}`,
        ).toBe(true);
      }
    }
  });

  it.each(SITES)('%s: every link of the pages leads to a page of the shop', (site) => {
    for (const page of published(site)) {
      for (const link of page.sections.flatMap((section) => section.links)) {
        expect(leadsToPage(site, link.href), `${page.slug} → ${link.href}`).toBe(true);
      }
    }
  });

  it.each(SITES)('%s: every header, footer, navigation, announcement and 404 link leads to a page of the shop', (site) => {
    const links = layoutLinks(site);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(leadsToPage(site, link.href), `${link.label} → ${link.href}`).toBe(true);
    expect(links.map((link) => link.href)).toEqual(expect.arrayContaining(['/about', '/privacy-and-cookies', '/sitemap']));
  });

  it('keeps route rules whose targets are pages of the shop or the allowed external host, from paths no page uses', () => {
    for (const rule of ROUTE_RULES) {
      const decision = decideRouteTarget(rule.to);
      expect(decision.kind, `${rule.site} ${rule.from}`).not.toBe('refused');
      if (decision.kind === 'navigate') expect(leadsToPage(rule.site, decision.to), `${rule.from} → ${rule.to}`).toBe(true);
      expect(leadsToPage(rule.site, rule.from), `${rule.from} must not shadow a page`).toBe(false);
    }
  });

  it('seeds the maintenance copy of both storefronts', () => {
    expect(MAINTENANCE_ENTRIES.map((entry) => entry.site)).toEqual(SITES);
    for (const entry of MAINTENANCE_ENTRIES) expect(() => statusPageContentSchema.parse(entry.value)).not.toThrow();
  });
});
