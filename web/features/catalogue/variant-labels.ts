import type { Variant } from '../../../core/entities/catalogue';

/** The value of one of a variant's options (Size, Flavor, Product Form), if it has it. */
export function optionValue(variant: Variant, name: 'Size' | 'Flavor' | 'Product Form'): string | undefined {
  return variant.selectedOptions.find((option) => option.name === name)?.value;
}

/** What a size pill or size dropdown calls a variant: its Size option, else its title. */
export function sizeLabel(variant: Variant): string {
  return optionValue(variant, 'Size') ?? variant.title;
}
