import { describe, expect, it } from 'vitest';
import { badgeKeyOfTag, badgeKeys, cardBadges, stockBadgeKey } from '../../../core/catalogue/card-badges';
import { truncateDescription } from '../../../core/catalogue/card-description';
import { clampQuantityOnBlur, quantityControls, sanitizeQuantityInput } from '../../../core/catalogue/card-quantity';
import { BADGE_ORDER, MAX_CARD_BADGES } from '../../../core/constants';
import type { Variant } from '../../../core/entities/catalogue';

const variant = (stockLevel: Variant['stockLevel'], badgeTags: string[], inStock = stockLevel !== 'out', sku = 'VN-1') => ({
  sku,
  stockLevel,
  inStock,
  badgeTags,
});
/** get-skus-with-deal's list, as the cards get it. */
const DEALS: ReadonlySet<string> = new Set(['VN-1']);

describe('cardBadges', () => {
  it.each<[string, ReturnType<typeof variant>, string[]]>([
    ['none', variant('in', []), []],
    ['out of stock from the stock level', variant('out', []), ['Out of Stock']],
    ['out of stock when inStock is false', variant('in', [], false), ['Out of Stock']],
    ['limited stock', variant('limited', []), ['Limited Stock']],
    ['badge::new maps to brand-new (label New)', variant('in', ['badge::new']), ['New']],
    ['order follows BADGE_ORDER, not tag order', variant('in', ['badge::new-look', 'badge::featured']), ['Featured', 'New Look']],
    [
      'stock badge first, cap of two',
      variant('out', ['badge::discontinued-soon', 'badge::best-seller', 'badge::featured']),
      ['Out of Stock', 'Best Seller'],
    ],
    ['limited stock then best seller', variant('limited', ['badge::featured', 'badge::best-seller']), ['Limited Stock', 'Best Seller']],
    ['unknown and untagged strings ignored', variant('in', ['badge::mystery', 'deal', 'sale']), []],
    ['tags are case- and space-tolerant', variant('in', ['  BADGE::Featured ']), ['Featured']],
    ['duplicates collapse', variant('in', ['badge::featured', 'badge::featured', 'badge::new-flavor']), ['Featured', 'New Flavor']],
    ['stock tags cannot claim a stock state', variant('in', ['badge::out-of-stock', 'badge::limited-stock']), []],
    ['back-in-stock is dropped while out of stock', variant('out', ['badge::back-in-stock']), ['Out of Stock']],
    [
      'back-in-stock shown when in stock',
      variant('in', ['badge::back-in-stock', 'badge::discontinued-soon']),
      ['Back In Stock', 'Discontinued Soon'],
    ],
  ])('%s', (_name, v, labels) => {
    const badges = cardBadges(v);
    expect(badges.map((b) => b.label)).toEqual(labels);
    expect(badges.length).toBeLessThanOrEqual(MAX_CARD_BADGES);
  });

  it('carries label and tone from BADGES', () => {
    expect(cardBadges(variant('out', ['badge::new']))).toEqual([
      { key: 'out-of-stock', label: 'Out of Stock', tone: 'error' },
      { key: 'brand-new', label: 'New', tone: 'success' },
    ]);
    expect(cardBadges(variant('in', []), DEALS)[0]).toEqual({ key: 'deal', label: 'Deal', tone: 'dark-success' });
  });

  it('badgeKeys lists every badge in BADGE_ORDER (all twelve): stock from the level, deal from the deal list', () => {
    const tags = [...BADGE_ORDER].reverse().map((k) => `badge::${k === 'brand-new' ? 'new' : k}`);
    expect(badgeKeys(variant('limited', tags), DEALS)).toEqual(BADGE_ORDER.filter((k) => k !== 'out-of-stock'));
  });

  describe('the Deal badge comes from the skus with a deal (get-skus-with-deal)', () => {
    it.each<[string, ReturnType<typeof variant>, ReadonlySet<string> | undefined, string[]]>([
      ['a listed sku shows Deal', variant('in', []), DEALS, ['Deal']],
      ['another sku does not', variant('in', [], true, 'VN-2'), DEALS, []],
      ['no list yet: no Deal', variant('in', []), undefined, []],
      ['a badge::deal tag claims nothing', variant('in', ['badge::deal']), new Set<string>(), []],
      ['Deal is third in §9 order: after the stock badge', variant('limited', ['badge::best-seller']), DEALS, ['Limited Stock', 'Deal']],
      ['and before the tags', variant('in', ['badge::new-look', 'badge::best-seller']), DEALS, ['Deal', 'Best Seller']],
      ['the cap of two still holds', variant('out', ['badge::featured']), DEALS, ['Out of Stock', 'Deal']],
    ])('%s', (_name, v, deals, labels) => {
      expect(cardBadges(v, deals).map((b) => b.label)).toEqual(labels);
    });
  });

  it.each([
    ['badge::new', 'brand-new'],
    ['badge::brand-new', 'brand-new'],
    ['badge::new-formula', 'new-formula'],
    ['new', null],
    ['badge::', null],
  ])('tag %s → %s', (tag, key) => {
    expect(badgeKeyOfTag(tag)).toBe(key);
  });

  it('stock badge key', () => {
    expect(stockBadgeKey({ inStock: true, stockLevel: 'in' })).toBeNull();
    expect(stockBadgeKey({ inStock: true, stockLevel: 'limited' })).toBe('limited-stock');
    expect(stockBadgeKey({ inStock: false, stockLevel: 'limited' })).toBe('out-of-stock');
  });
});

describe('truncateDescription', () => {
  it.each([
    ['', ''],
    ['Short text', 'Short text'],
    ['exactly twenty-five chars', 'exactly twenty-five chars'],
    ['exactly twenty-five chars!', 'exactly twenty-five chars..'],
    ['Clinically proven nutrition for kidney health', 'Clinically proven nutriti..'],
    ['🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶', `${'🐶'.repeat(25)}..`],
  ])('%j → %j', (text, expected) => {
    expect(truncateDescription(text)).toBe(expected);
  });
});

describe('quantity rules', () => {
  it.each([
    ['12', '12'],
    ['1a2', '12'],
    ['-3', '3'],
    ['2.5', '25'],
    ['abc', ''],
    [' 7 ', '7'],
  ])('sanitizeQuantityInput(%j) → %j', (raw, expected) => {
    expect(sanitizeQuantityInput(raw)).toBe(expected);
  });

  it.each<[string | number, number]>([
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['1', 1],
    ['5', 5],
    ['10', 10],
    ['11', 10],
    ['999', 10],
    ['-2', 1],
    ['2.5', 1],
    [' 4 ', 4],
    [7, 7],
    [0, 1],
  ])('clampQuantityOnBlur(%j, 1, 10) → %d', (raw, expected) => {
    expect(clampQuantityOnBlur(raw, 1, 10)).toBe(expected);
  });

  it.each([
    [
      { quantity: 1, min: 1, max: 10, inStock: true },
      { decreaseDisabled: true, increaseDisabled: false, addDisabled: false },
    ],
    [
      { quantity: 5, min: 1, max: 10, inStock: true },
      { decreaseDisabled: false, increaseDisabled: false, addDisabled: false },
    ],
    [
      { quantity: 10, min: 1, max: 10, inStock: true },
      { decreaseDisabled: false, increaseDisabled: true, addDisabled: false },
    ],
    [
      { quantity: 5, min: 1, max: 10, inStock: false },
      { decreaseDisabled: true, increaseDisabled: true, addDisabled: true },
    ],
    [
      { quantity: 1, min: 1, max: 1, inStock: true },
      { decreaseDisabled: true, increaseDisabled: true, addDisabled: false },
    ],
  ])('quantityControls(%j)', (state, expected) => {
    expect(quantityControls(state)).toEqual(expected);
  });
});
