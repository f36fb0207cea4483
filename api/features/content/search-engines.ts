/**
 * What the shop tells search engines (§1: site search is advertised as a search page with a query
 * parameter): robots.txt, sitemap.xml, the OpenSearch description and the head tags of the HTML.
 * DTC asks to be indexed; HPSF, a shop for clinic staff behind a sign-in, asks not to be.
 */
import type { SiteCode } from '../../../core/constants';
import type { SitemapEntry } from './content-pages.service';

/** The search page's URL template, '{search_term_string}' standing for the words searched. */
export const SEARCH_PATH_TEMPLATE = '/search?search={search_term_string}';
/** OpenSearch clients fill in '{searchTerms}'. */
const OPENSEARCH_PATH_TEMPLATE = '/search?search={searchTerms}';
/** OpenSearch allows at most 16 characters of short name. */
const OPENSEARCH_SHORT_NAME_MAX = 16;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** robots.txt: DTC allows crawling and names its sitemap; HPSF disallows everything. */
export function robotsTxt(site: SiteCode, origin: string): string {
  if (site === 'HPSF')
    return ['# Staff feeding shop for clinic staff: not for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account/',
    'Disallow: /checkout/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the sitemaps protocol: one absolute URL per path, with its last change when known. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmodTag}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The OpenSearch description: browsers offer the shop's search from their address bar. */
export function openSearchXml(siteName: string, origin: string): string {
  const shortName = siteName.length <= OPENSEARCH_SHORT_NAME_MAX ? siteName : siteName.split(' ')[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(shortName.slice(0, OPENSEARCH_SHORT_NAME_MAX))}</ShortName>`,
    `  <Description>Search ${escapeXml(siteName)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image type="image/svg+xml">${escapeXml(`${origin}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(`${origin}${OPENSEARCH_PATH_TEMPLATE}`)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${origin}/opensearch.xml`)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/** The schema.org WebSite with its SearchAction, as JSON safe inside a <script> element. */
export function webSiteJsonLd(siteName: string, origin: string): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${SEARCH_PATH_TEMPLATE}` },
      'query-input': 'required name=search_term_string',
    },
  });
  // '<' never appears raw, so no text of ours can close the script element
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SearchHeadInput {
  site: SiteCode;
  siteName: string;
  origin: string;
  /** the request is for the home page: the JSON-LD belongs there */
  isHome: boolean;
}

/**
 * Tags for the <head> of a page as served: every page links the OpenSearch description; the home
 * page carries the WebSite JSON-LD (a data block, which the CSP's script-src does not govern: the
 * browser never runs it); HPSF pages ask not to be indexed.
 */
export function searchHeadTags({ site, siteName, origin, isHome }: SearchHeadInput): string {
  const title = escapeXml(siteName);
  const tags = [`<link rel="search" type="application/opensearchdescription+xml" title="${title}" href="/opensearch.xml">`];
  if (site === 'HPSF') tags.push('<meta name="robots" content="noindex, nofollow">');
  if (isHome) tags.push(`<script type="application/ld+json">${webSiteJsonLd(siteName, origin)}</script>`);
  return tags.join('');
}
