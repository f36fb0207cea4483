import { describe, expect, it } from 'vitest';
import { cityForZip, estimatedDeliveryDate, stateForZip, ZIP_PREFIX_CITIES } from '../../../core/stock';

describe('cityForZip', () => {
  it('names the sectional center city of a zip', () => {
    expect(cityForZip('80011')).toBe('Denver');
    expect(cityForZip('10001')).toBe('New York');
    expect(cityForZip('96813')).toBe('Honolulu');
    expect(cityForZip('99501')).toBe('Anchorage');
    expect(cityForZip('60601')).toBe('Chicago');
  });

  it('is null for malformed or unlisted zips', () => {
    expect(cityForZip('8001')).toBeNull();
    expect(cityForZip('abcde')).toBeNull();
    expect(cityForZip('00001')).toBeNull();
  });

  it('runs are ordered, never overlap, and only name prefixes that have a state', () => {
    for (let i = 0; i < ZIP_PREFIX_CITIES.length; i++) {
      const [first, last] = ZIP_PREFIX_CITIES[i];
      expect(first).toBeLessThanOrEqual(last);
      if (i > 0) expect(first).toBeGreaterThan(ZIP_PREFIX_CITIES[i - 1][1]);
      for (let prefix = first; prefix <= last; prefix++) {
        expect(stateForZip(`${String(prefix).padStart(3, '0')}01`), `prefix ${prefix}`).not.toBeNull();
      }
    }
  });

  it('travels with the delivery estimate', () => {
    expect(estimatedDeliveryDate('2026-11-23', '80011')?.city).toBe('Denver');
  });
});
