import type { Product, Variant } from '../../../core/entities/catalogue';

/** Option names a product page offers, in this order (§3). */
export const OPTION_NAMES = ['Size', 'Flavor', 'Product Form'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

function optionValueOf(variant: Variant, name: OptionName): string | undefined {
  return variant.selectedOptions.find((o) => o.name === name)?.value;
}

/** The options worth a control: those with at least one value among the variants. */
export function productOptions(product: Product): { name: OptionName; values: string[] }[] {
  return OPTION_NAMES.map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => optionValueOf(v, name)).filter((v): v is string => v !== undefined))],
  })).filter((option) => option.values.length > 0);
}

/**
 * The variant a shopper gets by choosing `value` for option `name`: among the variants with that
 * value, the one sharing most other options with the current variant, in stock first.
 */
export function variantForOption(product: Product, current: Variant, name: OptionName, value: string): Variant | undefined {
  const candidates = product.variants.filter((v) => optionValueOf(v, name) === value);
  const shared = (v: Variant) => OPTION_NAMES.filter((n) => n !== name && optionValueOf(v, n) === optionValueOf(current, n)).length;
  return [...candidates].sort((a, b) => shared(b) - shared(a) || Number(b.inStock) - Number(a.inStock))[0];
}

/** The value of an option on a variant. */
export function selectedValue(variant: Variant, name: OptionName): string | undefined {
  return optionValueOf(variant, name);
}
