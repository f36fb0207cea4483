/**
 * Shapes of the declarative catalogue: product lines, their sub-brands and recipes. The brand family
 * is fictional ("Vitalis"); field names follow SPEC §3.
 */
import type { SiteCode } from '../../../core/constants';

/** How a product is packed; decides pack type, weight unit, sizes and food form. */
export type Form = 'dry' | 'can' | 'tray' | 'pouch' | 'treat-bag' | 'treat-pouch';
/** Age group independent of species: young → puppy/kitten, adult → adult-dog/adult-cat … */
export type AgeGroup = 'young' | 'adult' | 'senior';
export type LineKey = 'main' | 'clinical' | 'treats';

export interface SubBrandSpec {
  label: string;
  ages: AgeGroup[];
  /** applies to dog products only */
  breedSizes: string[];
  health: string[];
  /**
   * One product per entry: 'species flavor form [draft|archived] [DTC|HPSF]', e.g. 'dog chicken dry'
   * or 'cat tuna can HPSF' (a site token restricts the product to that storefront).
   */
  recipes: string[];
}

export interface LineSpec {
  key: LineKey;
  name: string;
  slug: string;
  sites: SiteCode[];
  skuPrefix: string;
  /** multiplies the base price: clinical food costs more than the main line */
  priceFactor: number;
  /** label band colour of the packshots */
  bandColor: string;
  /** whether its sub-brands form a filter group (treats have none) */
  subBrandGroup: { slug: string; label: string } | null;
  subBrands: SubBrandSpec[];
}
