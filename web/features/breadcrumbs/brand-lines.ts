import type { BrandLines } from '../../../core/breadcrumbs';

/** The brand lines a breadcrumb names (§2): main line 'Vitalis Nutrition', treats 'Vitalis Snacks'. */
export const BRAND_LINES: BrandLines = {
  mainBrand: 'vitalis-nutrition',
  mainName: 'Vitalis Nutrition',
  treatsName: 'Vitalis Snacks',
};
