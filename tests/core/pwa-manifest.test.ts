import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestForSite, type WebAppManifest } from '../../core/pwa/manifest';

const manifestPath = new URL('../../manifest.webmanifest', import.meta.url);
const dtcManifest = (): WebAppManifest => JSON.parse(readFileSync(manifestPath, 'utf8'));
const withoutNaming = ({ name, short_name, description, ...rest }: WebAppManifest) => rest;

describe('manifestForSite', () => {
  it('names the HPSF app as the professional staff-feeding shop', () => {
    const hpsf = manifestForSite(dtcManifest(), 'HPSF');

    expect(hpsf.name).toBe('Vitalis Professional Staff Feeding');
    expect(hpsf.short_name).toBe('Vitalis Pro');
    expect(hpsf.description).toMatch(/staff-feeding/i);
  });

  it('keeps every other member of the manifest for HPSF', () => {
    const source = dtcManifest();
    const hpsf = manifestForSite(source, 'HPSF');

    expect(withoutNaming(hpsf)).toEqual(withoutNaming(source));
    expect(hpsf).toMatchObject({ id: '/', start_url: '/', scope: '/', theme_color: '#0054a4' });
  });

  it('returns the DTC manifest as written', () => {
    const source = dtcManifest();
    const dtc = manifestForSite(source, 'DTC');

    expect(dtc).toEqual(source);
    expect(dtc.name).toBe('Vitalis Pet Nutrition Shop');
    expect(dtc.short_name).toBe('Vitalis');
  });

  it('never mutates the manifest it is given', () => {
    const source = dtcManifest();
    const snapshot = structuredClone(source);

    const result = manifestForSite(source, 'HPSF');

    expect(source).toEqual(snapshot);
    expect(result).not.toBe(source);
    expect(manifestForSite(source, 'DTC')).not.toBe(source);
  });
});
