import { z } from 'zod';

export const linkSchema = z.object({ label: z.string(), href: z.string() });
export type Link = z.infer<typeof linkSchema>;

/** Navigation menu (content service, get-navigation {handle}). */
export const navigationSchema = z.object({
  handle: z.string(),
  items: z.array(linkSchema.extend({ children: z.array(linkSchema).default([]) })),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** Site header content (GET /api/cms/v2.0/get-header). */
export const headerSchema = z.object({
  logoText: z.string(),
  tagline: z.string(),
  searchPlaceholder: z.string(),
  utilityLinks: z.array(linkSchema),
});
export type Header = z.infer<typeof headerSchema>;

/** Site footer content (GET /api/cms/v1.0/get-footer). */
export const footerSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  legal: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;

export const announcementSchema = z.object({ id: z.string(), message: z.string(), href: z.string().optional() });
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * Content globals by key. Known keys: free_shipping_minimum (number), site_name (string),
 * site_404_title, site_404_message (strings), site_404_image ({url, alt}), site_404_cta (links).
 */
export const globalsSchema = z.record(z.string(), z.unknown());
export const notFoundContentSchema = z.object({
  site_404_title: z.string(),
  site_404_message: z.string(),
  site_404_image: z.object({ url: z.string(), alt: z.string() }),
  site_404_cta: z.array(linkSchema),
});

/** Copy of the password-protect page (GET /api/cms/v1.0/get-password-protect). */
export const passwordProtectSchema = z.object({ title: z.string(), message: z.string() });
