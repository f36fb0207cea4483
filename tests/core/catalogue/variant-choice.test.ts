import { describe, expect, it } from 'vitest';
import { chooseVariant, type VariantHint, variantSizeSlug } from '../../../core/catalogue/variant-choice';
import { makeProduct, makeVariant } from './fixtures';

const chicken5 = makeVariant({
  id: 'c5',
  sku: 'C-5',
  flavor: 'Chicken & Barley',
  weight: 5,
  inStock: false,
  stockLevel: 'out',
  variantURL: 'vita-core/adult/chicken-barley/5lb',
});
const chicken15 = makeVariant({
  id: 'c15',
  sku: 'C-15',
  flavor: 'Chicken & Barley',
  weight: 15,
  variantURL: 'vita-core/adult/chicken-barley/15lb',
});
const lamb5 = makeVariant({ id: 'l5', sku: 'L-5', flavor: 'Lamb', weight: 5, variantURL: 'vita-core/adult/lamb/5lb' });
const lamb30 = makeVariant({ id: 'l30', sku: 'L-30', flavor: 'Lamb', weight: 30.5, variantURL: 'vita-core/adult/lamb/30.5lb' });
const product = makeProduct({ variants: [chicken5, chicken15, lamb5, lamb30] });

describe('chooseVariant', () => {
  it.each<[string, VariantHint, string]>([
    ['no hint: first in-stock variant', {}, 'c15'],
    ['sku picks its variant, even out of stock', { sku: 'C-5' }, 'c5'],
    ['sku is case-insensitive and trimmed', { sku: ' l-30 ' }, 'l30'],
    ['sku beats the slug', { sku: 'L-5', flavor: 'chicken-barley', size: '15lb' }, 'l5'],
    ['unknown sku falls through to the in-stock rule', { sku: 'NOPE' }, 'c15'],
    ['variant URL slug', { slug: 'vita-core/adult/lamb/5lb' }, 'l5'],
    ['variant URL slug with /products/ prefix', { slug: '/products/vita-core/adult/lamb/30.5lb' }, 'l30'],
    ['flavor and size slugs', { flavor: 'lamb', size: '30.5lb' }, 'l30'],
    ['size from the Size option label', { flavor: 'lamb', size: '30.5 lb' }, 'l30'],
    ['flavor without size: first size of that flavor', { flavor: 'lamb' }, 'l5'],
    ['flavor with unknown size: first size of that flavor', { flavor: 'lamb', size: '99lb' }, 'l5'],
    ['size alone matches across flavors', { size: '15lb' }, 'c15'],
    ['slug given but matching nothing: first size variant (even out of stock)', { slug: 'nope/nothing' }, 'c5'],
    ['unknown flavor: first size variant', { flavor: 'beef', size: '5lb' }, 'c5'],
    ['listing flavor words: first variant whose flavor label contains them', { flavorWords: 'barley' }, 'c5'],
    ['listing flavor words with a size', { flavorWords: 'lamb', size: '30.5lb' }, 'l30'],
    ['listing flavor words matching nothing: first size variant', { flavorWords: 'duck' }, 'c5'],
    ['listing food form: first variant of that form', { foodForm: 'dry-food' }, 'c5'],
    ['listing food form no variant has: first size variant', { foodForm: 'wet-food' }, 'c5'],
  ])('%s', (_name, hint, id) => {
    expect(chooseVariant(product, hint)?.id).toBe(id);
  });

  it('a food form tells dry (bags) from wet (cans, trays, pouches)', () => {
    const can = makeVariant({ id: 'can', weight: 5.5, weightUnit: 'oz', packType: 'can' });
    const pouch = makeVariant({ id: 'pouch', weight: 3, weightUnit: 'oz', packType: 'pouch' });
    const bag = makeVariant({ id: 'bag', packType: 'bag' });
    const mixed = makeProduct({ variants: [can, bag, pouch] });
    expect(chooseVariant(mixed, { foodForm: 'dry-food' })?.id).toBe('bag');
    expect(chooseVariant(mixed, { foodForm: 'wet-food' })?.id).toBe('can');
    expect(chooseVariant(mixed, { foodForm: 'wet-food', size: '3oz' })?.id).toBe('pouch');
  });

  it('with nothing in stock falls back to the first variant', () => {
    const out = makeProduct({ variants: [makeVariant({ id: 'a', inStock: false }), makeVariant({ id: 'b', inStock: false })] });
    expect(chooseVariant(out)?.id).toBe('a');
  });

  it('a product without variants has none', () => {
    expect(chooseVariant(makeProduct({ variants: [] }), { sku: 'x' })).toBeUndefined();
  });
});

describe('variantSizeSlug', () => {
  it.each([
    [15, 'lbs', '15lb'],
    [27.5, 'lbs', '27.5lb'],
    [5.5, 'oz', '5.5oz'],
  ] as const)('%d %s → %s', (weight, weightUnit, slug) => {
    expect(variantSizeSlug(makeVariant({ weight, weightUnit }))).toBe(slug);
  });
});
