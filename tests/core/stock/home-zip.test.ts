import { describe, expect, it } from 'vitest';
import { isValidHomeZip, isZipFormat, parseZipRange, zipInRanges } from '../../../core/stock/home-zip';
import { destinationOf, formatLocation, parseLocation } from '../../../core/stock/location';

const ranges = ['501-999', '80000-80999', '10001-10299', '96700-96899'];

describe('parseZipRange', () => {
  it.each([
    ['501-999', { low: '00501', high: '00999' }],
    ['80000-80999', { low: '80000', high: '80999' }],
    [' 1 - 5 ', { low: '00001', high: '00005' }],
    ['80011-80011', { low: '80011', high: '80011' }],
    ['999-501', null],
    ['80000', null],
    ['a-b', null],
    ['123456-123457', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseZipRange(text)).toEqual(expected);
  });
});

describe('isValidHomeZip', () => {
  it.each([
    ['80011', true],
    ['80000', true],
    ['80999', true],
    ['81000', false],
    ['79999', false],
    ['00501', true],
    ['00999', true],
    ['00500', false],
    ['01000', false],
    ['10001', true],
    ['96813', true],
    ['8001', false],
    ['800111', false],
    ['8001a', false],
    ['80 11', false],
    [' 80011', false],
    ['', false],
  ])('%j → %s', (zip, expected) => {
    expect(isValidHomeZip(zip, ranges)).toBe(expected);
  });

  it('the bypass flag skips the range check but never the format', () => {
    expect(isValidHomeZip('99999', ranges, { bypass: true })).toBe(true);
    expect(isValidHomeZip('9999', ranges, { bypass: true })).toBe(false);
    expect(isValidHomeZip('abcde', ranges, { bypass: true })).toBe(false);
    expect(isValidHomeZip('99999', ranges, { bypass: false })).toBe(false);
  });

  it('no ranges, or only malformed ones, accept nothing', () => {
    expect(isValidHomeZip('80011', [])).toBe(false);
    expect(zipInRanges('80011', ['bad', '80999-80000'])).toBe(false);
    expect(isZipFormat('80011')).toBe(true);
  });
});

describe('stored locations', () => {
  it.each([
    ['80011::HOME', { zip: '80011', type: 'HOME' }],
    ['80011::home', { zip: '80011', type: 'home' }],
    ['10001::clinic', { zip: '10001', type: 'clinic' }],
    ['80011::CLINIC', null],
    ['80011', null],
    ['8001::HOME', null],
    ['80011::HOME::x', null],
    ['denver::HOME', null],
    ['city::Denver', null],
    ['', null],
    [null, null],
  ])('parse %j → %j', (value, expected) => {
    expect(parseLocation(value)).toEqual(expected);
  });

  it('formats and round-trips', () => {
    expect(formatLocation('80011')).toBe('80011::HOME');
    expect(formatLocation('80011', 'clinic')).toBe('80011::clinic');
    for (const type of ['HOME', 'home', 'clinic'] as const) {
      expect(parseLocation(formatLocation('12345', type))).toEqual({ zip: '12345', type });
    }
  });

  it('maps to the stock destination', () => {
    expect(destinationOf({ zip: '80011', type: 'HOME' })).toBe('HOME');
    expect(destinationOf({ zip: '80011', type: 'home' })).toBe('HOME');
    expect(destinationOf({ zip: '80011', type: 'clinic' })).toBe('CLINIC');
  });
});
