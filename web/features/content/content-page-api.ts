/**
 * Calls of the content pages, the sitemap, route rules and the maintenance page. Typed from the
 * contract (core/contract/content-pages) and not parsed again: the server validates what it sends.
 */
import type { RefOutput } from '../../../core/contract/define';
import { getContentPage, getMaintenance, getRouteRules, getSitemap } from '../../../core/contract/content-page-refs';
import { callEndpoint } from '../../lib/api';

export type ContentPageData = RefOutput<typeof getContentPage>['data'];
export type SitemapData = RefOutput<typeof getSitemap>['data'];
export type RouteRulesData = RefOutput<typeof getRouteRules>['data'];

export function fetchContentPage(slug: string, signal?: AbortSignal): Promise<ContentPageData> {
  return callEndpoint(getContentPage, { slug }, { signal }).then((r) => r.data);
}

export function fetchRouteRules(signal?: AbortSignal): Promise<RouteRulesData> {
  return callEndpoint(getRouteRules, {}, { signal }).then((r) => r.data);
}

export function fetchSitemap(signal?: AbortSignal): Promise<SitemapData> {
  return callEndpoint(getSitemap, {}, { signal }).then((r) => r.data);
}

export function fetchMaintenance(signal?: AbortSignal) {
  return callEndpoint(getMaintenance, {}, { signal }).then((r) => r.data);
}
