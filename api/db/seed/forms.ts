/** Packaging facts per form: pack type, unit, sizes and price curve. */
import type { Species } from '../../../core/entities/catalogue';
import type { AgeGroup, Form, LineSpec, SubBrandSpec } from './lines';
import type { Random } from './random';

export interface FormSpec {
  packType: 'bag' | 'can' | 'tray' | 'pouch';
  weightUnit: 'lbs' | 'oz';
  /** value of the 'Product Form' option */
  productForm: string;
  /** food_form facet slug */
  foodForm: 'dry-food' | 'wet-food' | 'treats';
  /** word used in titles: 'Dry Dog Food', 'Canned Cat Food', 'Dog Treats' */
  titleWord: string;
}

export const FORMS: Record<Form, FormSpec> = {
  dry: { packType: 'bag', weightUnit: 'lbs', productForm: 'Dry', foodForm: 'dry-food', titleWord: 'Dry' },
  can: { packType: 'can', weightUnit: 'oz', productForm: 'Canned', foodForm: 'wet-food', titleWord: 'Canned' },
  tray: { packType: 'tray', weightUnit: 'oz', productForm: 'Tray', foodForm: 'wet-food', titleWord: 'Wet Tray' },
  pouch: { packType: 'pouch', weightUnit: 'oz', productForm: 'Pouch', foodForm: 'wet-food', titleWord: 'Wet Pouch' },
  'treat-bag': { packType: 'bag', weightUnit: 'lbs', productForm: 'Treats', foodForm: 'treats', titleWord: 'Crunchy' },
  'treat-pouch': { packType: 'pouch', weightUnit: 'oz', productForm: 'Treats', foodForm: 'treats', titleWord: 'Soft' },
};

export function isForm(token: string): token is Form {
  return token in FORMS;
}

interface SizeContext {
  line: LineSpec;
  subBrand: SubBrandSpec;
  species: Species;
  form: Form;
}

/** Pack sizes of one product, smallest first. Dry bags stay within 1-45 lb, wet packs within 2.5-13 oz (§2). */
export function sizesFor({ line, subBrand, species, form }: SizeContext): number[] {
  const clinical = line.key === 'clinical';
  switch (form) {
    case 'dry':
      return species === 'dog' ? dryDogSizes(clinical, subBrand.breedSizes) : dryCatSizes(clinical, subBrand.ages);
    case 'can':
      return species === 'dog' ? (clinical ? [5.5, 13] : [5.8, 13]) : [2.9, 5.5];
    case 'tray':
      return species === 'dog' ? [3.5, 5.5] : [2.5, 3.5];
    case 'pouch':
      return species === 'dog' ? [3, 5.5] : [2.8];
    case 'treat-bag':
      return [1, 2];
    case 'treat-pouch':
      return [3, 8];
  }
}

function dryDogSizes(clinical: boolean, breedSizes: string[]): number[] {
  if (clinical) return [8.5, 17.6, 27.5];
  if (breedSizes.length === 1 && breedSizes[0] === 'small') return [4.5, 15.5];
  if (breedSizes.length === 1 && breedSizes[0] === 'large') return [15.5, 30, 45];
  return [5, 15.5, 30];
}

function dryCatSizes(clinical: boolean, ages: AgeGroup[]): number[] {
  if (clinical) return [4, 8.5, 17.6];
  return ages.includes('young') ? [1, 3.5, 7] : [3.5, 7, 15.5];
}

/** '15.5 lb Bag', '5.5 oz Can' */
export function sizeLabel(weight: number, form: Form): string {
  const spec = FORMS[form];
  const unit = spec.weightUnit === 'lbs' ? 'lb' : 'oz';
  const pack = spec.packType[0].toUpperCase() + spec.packType.slice(1);
  return `${weight} ${unit} ${pack}`;
}

/** Shelf price in cents ending in .99, rising less than linearly with the pack size. */
export function priceCents(weight: number, form: Form, priceFactor: number, random: Random): number {
  const dollars = basePriceDollars(weight, form) * priceFactor * (0.93 + random() * 0.14);
  return Math.max(1, Math.floor(dollars)) * 100 + 99;
}

function basePriceDollars(weight: number, form: Form): number {
  switch (form) {
    case 'dry':
      return 4 + 2.3 * weight ** 0.82;
    case 'treat-bag':
      return 6 + 5 * weight;
    case 'treat-pouch':
      return 2.5 + 0.9 * weight;
    default:
      return 0.9 + 0.28 * weight;
  }
}
