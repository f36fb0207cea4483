/**
 * The storefront as the donation store's segments read it: the data-layer property `siteCode`
 * ('HPSF' on the staff-feeding storefront, 'DTC' otherwise). The seeded store's staff-feeding
 * segment (frontEndSource 1, data layer, value HPSF; api/db/seed/donation-data.ts) is an excluded
 * one, so clinic users see no widget.
 */
import type { SiteCode } from '../../../core/constants';

export const SITE_MODE_PROPERTY = 'siteCode';

/** Puts the storefront in the data layer once (a later entry with the same value is not needed). */
export function announceSiteMode(site: SiteCode): void {
  const page = window as unknown as { dataLayer?: Record<string, unknown>[] };
  page.dataLayer ??= [];
  const layer = page.dataLayer;
  const latest = [...layer].reverse().find((entry) => entry && SITE_MODE_PROPERTY in entry);
  if (latest?.[SITE_MODE_PROPERTY] !== site) layer.push({ [SITE_MODE_PROPERTY]: site });
}
