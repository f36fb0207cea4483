import { z } from 'zod';
import { linkSchema } from './content';

/**
 * A content page's slug: lower-case words joined by single dashes, the path segment of /{slug}.
 * Kept as a pattern so the web app can test a path segment without loading zod.
 */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_SLUG_MAX_LENGTH = 100;

export const contentSlugSchema = z
  .string()
  .max(CONTENT_SLUG_MAX_LENGTH)
  .regex(CONTENT_SLUG_PATTERN, 'expected lower-case words joined by dashes, e.g. terms-and-conditions');

/**
 * One section of a content page: an optional heading (plain text, drawn as a heading by the app),
 * its body as HTML that the app sanitises before drawing (§5: div, span, p, h1 only) and links
 * drawn as links by the app (the sanitised body keeps no anchors).
 */
export const contentSectionSchema = z.object({
  heading: z.string().nullable(),
  html: z.string(),
  links: z.array(linkSchema).default([]),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A published content page of one storefront (get-content-page). */
export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  title: z.string().min(1),
  /** one plain sentence: the page's description for search engines and the sitemap */
  summary: z.string(),
  sections: z.array(contentSectionSchema),
  /** ISO date of the last change of the copy, shown on legal pages and in sitemap.xml */
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * A route rule of the content service (§2): a path of the shop that sends the visitor elsewhere,
 * to a path of the shop or to an absolute https URL (allowed hosts only, core/content/route-rules).
 */
export const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

/** A titled list of links of the sitemap. */
export const sitemapSectionSchema = z.object({ title: z.string(), links: z.array(linkSchema) });
export type SitemapSection = z.infer<typeof sitemapSectionSchema>;

/**
 * Everything the sitemap lists for one storefront: the shop's pages (home, catalogue, contact,
 * content pages), the categories of each species (its listing first, then one section per filter
 * group) and the products of each product line.
 */
export const sitemapSchema = z.object({
  pages: z.array(linkSchema),
  categories: z.array(z.object({ title: z.string(), href: z.string(), sections: z.array(sitemapSectionSchema) })),
  products: z.array(sitemapSectionSchema),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

/** Text of a standalone status page (maintenance, password-protect). */
export const statusPageContentSchema = z.object({ title: z.string(), message: z.string() });
