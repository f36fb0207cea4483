import { createContext, useContext } from 'react';
import type { SiteCode } from '../../core/constants';

/** Site name shown until (or when) the content service's site_name global is unavailable. */
export const FALLBACK_SITE_NAME: Record<SiteCode, string> = {
  HPSF: 'Vitalis Professional Staff Feeding',
  DTC: 'Vitalis Pet Nutrition Shop',
};

/**
 * The storefront this page was served for. The server rewrites the `site-code` meta tag per
 * storefront; any code other than HPSF is a direct-to-consumer shop (§1), as is a missing tag.
 */
export function readSiteCode(doc: Document): SiteCode {
  const code = doc.querySelector('meta[name="site-code"]')?.getAttribute('content')?.trim().toUpperCase();
  return code === 'HPSF' ? 'HPSF' : 'DTC';
}

export const SiteCodeContext = createContext<SiteCode>('DTC');

export function useSiteCode(): SiteCode {
  return useContext(SiteCodeContext);
}

/** True for the professional staff-feeding storefront. */
export function useIsStaffFeeding(): boolean {
  return useSiteCode() === 'HPSF';
}
