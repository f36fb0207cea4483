import type { Variant } from '../entities/catalogue';

function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** True when a variant's flavor label contains the flavor slug ('ocean-fish' in 'Ocean Fish & Rice'). */
export function flavorLabelContains(variant: Variant, value: string): boolean {
  const wanted = words(value).trim();
  return wanted.length > 0 && words(variant.flavor).includes(` ${wanted} `);
}
