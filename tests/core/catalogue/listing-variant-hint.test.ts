import { describe, expect, it } from 'vitest';
import { listingVariantHint } from '../../../core/catalogue/listing-variant-hint';

describe('listingVariantHint', () => {
  it.each([
    ['no detail, no sku: no hint', undefined, null, {}],
    ['a weight segment names the size, written as a variant size slug', { kind: 'weight', value: '15lbs' }, null, { size: '15lb' }],
    ['an ounce weight segment', { kind: 'weight', value: '5.5OZ' }, null, { size: '5.5oz' }],
    ['a weight outside the §2 bounds names nothing', { kind: 'weight', value: '99lb' }, null, {}],
    ['a flavor segment: flavor words', { kind: 'flavor', value: 'ocean-fish' }, null, { flavorWords: 'ocean-fish' }],
    ['a food-form segment', { kind: 'food-form', value: 'wet-food' }, null, { foodForm: 'wet-food' }],
    ['an unknown food form names nothing', { kind: 'food-form', value: 'raw' }, null, {}],
    ['?sku= alone, trimmed', undefined, ' AC-15 ', { sku: 'AC-15' }],
    [
      '?sku= with a detail keeps both (the sku wins in chooseVariant)',
      { kind: 'weight', value: '5lb' },
      'AC-15',
      { size: '5lb', sku: 'AC-15' },
    ],
    ['an empty ?sku= is no sku', undefined, '  ', {}],
  ] as const)('%s', (_name, detail, sku, hint) => {
    expect(listingVariantHint(detail, sku)).toEqual(hint);
  });
});
