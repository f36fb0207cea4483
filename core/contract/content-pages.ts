/**
 * Content pages, route rules, the sitemap and the maintenance copy of the content service (§2, §7).
 * Reads answer GET with query parameters (cacheable: ETag, revalidated, kept by the service worker)
 * and the POST form of the other content calls.
 */
import { z } from 'zod';
import { contentPageSchema, contentSlugSchema, routeRuleSchema, sitemapSchema, statusPageContentSchema } from '../entities/content-page';
import { endpoint } from './define';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const empty = z.object({}).loose();

/** Paths of this file's endpoints (also used by the zod-free references of content-page-refs.ts). */
export const CONTENT_PAGE_PATHS = {
  getContentPage: '/api/cms/v1.0/get-content-page',
  getRouteRules: '/api/cms/v1.0/get-route-rules',
  getSitemap: '/api/cms/v1.0/get-sitemap',
  getMaintenance: '/api/cms/v1.0/get-maintenance',
} as const;

/**
 * GET /api/cms/v1.0/get-content-page?slug=shipping (or POST {slug}): the published content page of
 * the storefront with that slug, figures filled in from the globals ({{token}}s, core/content/tokens).
 * 404 NOT_FOUND for an unknown or unpublished slug; 400 naming `slug` when it is not a slug.
 */
export const getContentPage = endpoint({
  path: CONTENT_PAGE_PATHS.getContentPage,
  methods: ['GET', 'POST'],
  input: z.object({ slug: contentSlugSchema }),
  output: data(contentPageSchema),
  cacheable: true,
});

/** GET /api/cms/v1.0/get-route-rules (or POST, empty body): every route rule of the storefront. */
export const getRouteRules = endpoint({
  path: CONTENT_PAGE_PATHS.getRouteRules,
  methods: ['GET', 'POST'],
  input: empty,
  output: data(z.array(routeRuleSchema)),
  cacheable: true,
});

/** GET /api/cms/v1.0/get-sitemap: pages, categories and products of the storefront for /sitemap. */
export const getSitemap = endpoint({
  path: CONTENT_PAGE_PATHS.getSitemap,
  methods: ['GET'],
  input: empty,
  output: data(sitemapSchema),
  cacheable: true,
});

/** GET /api/cms/v1.0/get-maintenance: copy of the maintenance page. */
export const getMaintenance = endpoint({
  path: CONTENT_PAGE_PATHS.getMaintenance,
  methods: ['GET'],
  input: empty,
  output: data(statusPageContentSchema),
  cacheable: true,
});
