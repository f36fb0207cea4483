import type { SiteCode } from '../constants';

/** A parsed web app manifest; the members rewritten here are typed, every other one passes through. */
export type WebAppManifest = {
  name?: string;
  short_name?: string;
  description?: string;
  [member: string]: unknown;
};

// manifest.webmanifest is written for DTC, so only HPSF is renamed. Each site is its own origin,
// so `id`, `start_url`, `scope` and icon paths already name the right app and stay as they are.
const HPSF_NAMING = {
  name: 'Vitalis Professional Staff Feeding',
  short_name: 'Vitalis Pro',
  description: 'Staff-feeding shop for veterinary clinics and schools: order Vitalis and prescription pet food.',
} as const satisfies Pick<WebAppManifest, 'name' | 'short_name' | 'description'>;

/** Returns a copy of the (DTC) `manifest` named for `site`: HPSF gets the professional staff-feeding names. */
export function manifestForSite<M extends WebAppManifest>(manifest: M, site: SiteCode): M {
  return site === 'HPSF' ? { ...manifest, ...HPSF_NAMING } : { ...manifest };
}
