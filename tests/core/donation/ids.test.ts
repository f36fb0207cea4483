import { describe, expect, it } from 'vitest';
import { charitySearchPlace, isCauseId, isEin, isPortfolioId, normaliseStoreId } from '../../../core/donation';

const HEX = '0f3a9c2e7b5d41e6a8c0d2f4b6e8a1c3';

describe('store id (§5)', () => {
  it('keeps 32 hex characters, lower-cased', () => {
    expect(normaliseStoreId(HEX.toUpperCase())).toBe(HEX);
  });
  it('trims and removes dashes, spaces and braces', () => {
    expect(normaliseStoreId(' {0f3a9c2e-7b5d-41e6-a8c0-d2f4b6e8a1c3} ')).toBe(HEX);
    expect(normaliseStoreId('0f3a9c2e 7b5d 41e6 a8c0 d2f4b6e8a1c3')).toBe(HEX);
  });
  it('refuses anything else', () => {
    for (const bad of [undefined, null, '', HEX.slice(1), `${HEX}0`, `${HEX.slice(1)}g`, `(${HEX})`]) {
      expect(normaliseStoreId(bad)).toBeNull();
    }
  });
});

describe('cause ids (§5)', () => {
  it('ids of digits, slashes and dashes up to 31 characters are EINs', () => {
    expect(isEin('12-3456789')).toBe(true);
    expect(isEin('123456789')).toBe(true);
    expect(isEin('12/34-56')).toBe(true);
    expect(isEin('1'.repeat(31))).toBe(true);
    expect(isEin('1'.repeat(32))).toBe(false);
    expect(isEin('')).toBe(false);
  });
  it('every other id is a portfolio id', () => {
    expect(isPortfolioId(HEX)).toBe(true);
    expect(isPortfolioId('12-3456789')).toBe(false);
    expect(isPortfolioId('1'.repeat(32))).toBe(true);
  });
  it('a cause id the API takes is an EIN or 32 hex', () => {
    expect(isCauseId(HEX)).toBe(true);
    expect(isCauseId('12-3456789')).toBe(true);
    expect(isCauseId('not-a-cause')).toBe(false);
  });
});

describe('charity search input (§5)', () => {
  it('starting with a digit is a zip, else a city', () => {
    expect(charitySearchPlace(' 80011')).toEqual({ zip: '80011' });
    expect(charitySearchPlace('Denver ')).toEqual({ city: 'Denver' });
  });
});
